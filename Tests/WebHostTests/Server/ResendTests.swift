import Flows
import Foundation
import Signals
import Testing
import WebHost

/// What the page sent while its socket dropped reaches the session once it resumes, and
/// only once: the page numbers its messages and sends again those not acknowledged.
@Suite struct ResendTests {
  /// A server whose sessions show one text field, and every edit the field received.
  private struct Fixture {
    let launch: ServerLaunch
    let edits = Recorder<String>()

    init() async throws {
      let edits = self.edits
      launch = try await ServerLaunch { session in
        let query = MutableProperty("")
        session.push(
          Page(
            title: "Search",
            elements: [
              .textField(
                "query", text: Property(query),
                onChange: { text in
                  edits.record(text)
                  query.value = text
                })
            ]))
        return ()
      }
    }

    /// Resumes the session `first` had, over a new socket, and returns it with the
    /// sequence number the session acknowledged first.
    func resume(after first: WebSocketClient) async throws -> (WebSocketClient, Int?) {
      let token = try #require(first.messages.messages.compactMap(Self.token).last)
      let second = try await WebSocketClient.connect(
        port: launch.server.port, path: "/socket?resume"
      ).get()
      try await second.send(text: #"{"version":1,"type":"resume","token":"\#(token)"}"#)
      let acknowledged = await second.messages.first(where: ResendTests.isAcknowledgement)
      return (second, ResendTests.sequence(of: acknowledged))
    }

    private static func token(_ message: ServerMessage) -> String? {
      guard case .hello(_, _, let token) = message else { return nil }
      return token
    }
  }

  /// An edit as the page sends it, numbered.
  private static func edit(_ text: String, sequence: Int) -> String {
    #"{"version":1,"type":"edit","page":1,"element":"query","text":"\#(text)","sequence":\#(sequence)}"#
  }

  private static func isAcknowledgement(_ message: ServerMessage) -> Bool {
    if case .acknowledged = message { true } else { false }
  }

  private static func sequence(of message: ServerMessage?) -> Int? {
    if case .acknowledged(let sequence) = message { sequence } else { nil }
  }

  private static func acknowledges(_ sequence: Int) -> @Sendable (ServerMessage) -> Bool {
    { $0 == .acknowledged(sequence: sequence) }
  }

  @Test func anEditTheSocketLostIsAppliedOnceTheSessionResumes() async throws {
    let fixture = try await Fixture()
    let first = try await fixture.launch.connect()
    // The socket drops in the middle of the edit's frame: the server never has it whole.
    let lost = Data(Self.edit("snow", sequence: 1).utf8)
    try await first.send(announcing: lost.count, sending: lost.prefix(lost.count / 2))
    await first.drop()

    let (second, acknowledged) = try await fixture.resume(after: first)
    #expect(acknowledged == 0)
    // As the page does: again, what was not acknowledged.
    try await second.send(text: Self.edit("snow", sequence: 1))
    let applied = await second.messages.first(where: Self.acknowledges(1))
    let screen = await second.messages.screen { $0.page?.elements.first?.text == "snow" }
    await fixture.launch.server.stop()
    #expect(applied != nil)
    #expect(screen != nil)
    #expect(fixture.edits.messages == ["snow"])
  }

  @Test func anEditSentAgainAfterTheResumeIsNotAppliedTwice() async throws {
    let fixture = try await Fixture()
    let first = try await fixture.launch.connect()
    try await first.send(text: Self.edit("snow", sequence: 1))
    // Dropped before its answer: the page cannot know whether the server has the edit.
    await first.drop()

    let (second, _) = try await fixture.resume(after: first)
    // A page that heard nothing sends it again, whatever the acknowledgement said, then
    // goes on.
    try await second.send(text: Self.edit("snow", sequence: 1))
    try await second.send(text: Self.edit("snowman", sequence: 2))
    let applied = await second.messages.first(where: Self.acknowledges(2))
    await fixture.launch.server.stop()
    #expect(applied != nil)
    #expect(fixture.edits.messages == ["snow", "snowman"])
  }

  @Test func aMessageNumberedAgainIsLoggedAsIgnored() async throws {
    let fixture = try await Fixture()
    let client = try await fixture.launch.connect()
    try await client.send(text: Self.edit("snow", sequence: 1))
    try await client.send(text: Self.edit("snow", sequence: 1))
    let logged = await fixture.launch.logged("session 1: ignored message 1")
    let acknowledgements = client.messages.messages.filter(Self.isAcknowledgement)
    await fixture.launch.server.stop()
    #expect(logged != nil)
    #expect(acknowledgements.allSatisfy { $0 == .acknowledged(sequence: 1) })
    #expect(fixture.edits.messages == ["snow"])
  }
}
