import FeedbackApp
import Flows
import MusicApp
import Signals
import Testing
import WebHost

/// The same app, driven by the same user actions, leaves the same transcript on a web
/// session as on the recording host: the web host shows what `Flows` asks, no more, no
/// less.
@Suite struct TranscriptTests {
  @Test func theFeedbackThankYouFlowLeavesTheRecordingHostsTranscript() async throws {
    let recording = RecordingHost()
    let recorded = MovieFeedback(host: recording)
    recorded.start()
    try recording.choose("polarized", in: "answers")
    try recording.tap("leave feedback")
    try recording.tap("really good")
    try recording.chooseAlertAction("OK")
    try recording.tap("leave feedback")
    try recording.goBack()

    let session = WebSession { _ in }
    session.start { session in
      let app = MovieFeedback(host: session)
      app.start()
      return app
    }
    await session.settle()
    await session.act(.choose(page: 1, element: "answers", index: 1))
    await session.act(.activate(page: 1, element: "leave feedback"))
    await session.act(.activate(page: 2, element: "really good"))
    await session.act(.alertAction(alert: 1, index: 0))
    await session.act(.activate(page: 1, element: "leave feedback"))
    await session.act(.back(page: 3))

    #expect(session.transcript == recording.transcript)
    #expect(session.transcript.contains("alert \"Thank you\" [OK]"))
  }

  @Test func browsingFromAnArtistToAnAlbumLeavesTheRecordingHostsTranscript() async throws {
    let recording = RecordingHost()
    let chosen = Locked<[String]>.make([])
    MusicBrowser.navigation.run(Artist.samples, on: recording) { album in
      chosen.withLock { $0.append("recorded \(album.name)") }
    }
    try recording.select(row: "Miles Davis")
    try recording.goBack()
    try recording.select(row: "Arvo Pärt")
    try recording.select(row: "Alina")

    let session = WebSession { _ in }
    session.start { session in
      MusicBrowser.navigation.run(Artist.samples, on: session) { album in
        chosen.withLock { $0.append("web \(album.name)") }
      }
    }
    await session.settle()
    await session.act(.selectRow(page: 1, element: "Miles Davis"))
    await session.act(.back(page: 2))
    await session.act(.selectRow(page: 1, element: "Arvo Pärt"))
    await session.act(.selectRow(page: 3, element: "Alina"))

    #expect(session.transcript == recording.transcript)
    #expect(chosen.withLock { $0 } == ["recorded Alina", "web Alina"])
  }

  @Test func typingAtTheEndOfAFieldIsRecordedAsTheRecordingHostTypes() async throws {
    let makePage: @Sendable () -> Page = {
      let query = MutableProperty("")
      return Page(
        title: "Search",
        elements: [
          .textField("query", text: query, onSubmit: { _ in }),
          .text(query.map { "you typed \($0)" }, id: "echo"),
        ])
    }
    let recording = RecordingHost()
    recording.push(makePage())
    try recording.type("snow", into: "query")
    try recording.type("man", into: "query")
    try recording.submit("query")

    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    session.start { session in session.push(makePage()) }
    await session.settle()
    await session.act(.edit(page: 1, element: "query", text: "snow"))
    await session.act(.edit(page: 1, element: "query", text: "snowman"))
    await session.act(.submit(page: 1, element: "query"))

    #expect(session.transcript == recording.transcript)
    #expect(session.screen.page?.elements.last?.text == "you typed snowman")
  }

  @Test func anEditThatIsNotTypingAtTheEndIsRecordedAsAnEdit() async {
    let session = WebSession { _ in }
    let query = MutableProperty("snowman")
    session.push(Page(title: "Search", elements: [.textField("query", text: query)]))
    await session.act(.edit(page: 1, element: "query", text: "snow"))
    #expect(session.transcript == ["push \"Search\"", "edit \"query\" to \"snow\""])
    #expect(query.value == "snow")
  }
}
