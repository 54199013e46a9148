import Flows
import MusicApp
import Signals
import Testing
import WebHost

/// Back and Forward as the browser's buttons drive them: Back closes the top page, and
/// Forward opens it again by repeating what opened it, while that is still possible.
@Suite struct WebSessionHistoryTests {
  /// A session showing the music app's artists, settled.
  static func music(_ messages: MessageRecorder) async -> WebSession {
    let session = WebSession(send: messages.record)
    session.start { session in
      MusicBrowser.navigation.run(Artist.samples, on: session) { _ in }
    }
    await session.settle()
    return session
  }

  /// Page `level`, whose button "deeper" pushes the next level, and whose button "done"
  /// pops it as an app closes a page itself.
  static func level(_ level: Int, on session: WebSession) -> Page {
    Page(
      title: "Level \(level)",
      elements: [
        .button("deeper") { [weak session] in
          guard let session else { return }
          session.push(Self.level(level + 1, on: session))
        },
        .button("done") { [weak session] in session?.pop() },
      ])
  }

  @Test func forwardOpensTheArtistBackClosedAsANewPage() async {
    let messages = MessageRecorder()
    let session = await Self.music(messages)
    await session.act(.selectRow(page: 1, element: "Björk"))
    await session.act(.back(page: 2))
    await session.act(.forward(page: 1))

    #expect(messages.rejections == [])
    #expect(messages.screens.last?.breadcrumb == ["Artists", "Björk"])
    #expect(messages.screens.last?.page?.number == 3)
    #expect(
      session.transcript == [
        "push \"Artists\"", "select row 4 \"Björk\"", "push \"Björk\"", "back", "pop \"Björk\"",
        "forward", "select row 4 \"Björk\"", "push \"Björk\"",
      ])
  }

  @Test func forwardAfterTwoBacksOpensBothPagesAgainInOrder() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    session.push(Self.level(1, on: session))
    await session.act(.activate(page: 1, element: "deeper"))
    await session.act(.activate(page: 2, element: "deeper"))
    await session.act(.back(page: 3))
    await session.act(.back(page: 2))
    await session.act(.forward(page: 1))
    await session.act(.forward(page: 4))

    #expect(messages.rejections == [])
    #expect(messages.screens.last?.breadcrumb == ["Level 1", "Level 2", "Level 3"])
    #expect(messages.screens.last?.page?.number == 5)
  }

  @Test func aNewPageOpenedAfterBackLeavesNothingToGoForwardTo() async {
    let messages = MessageRecorder()
    let session = await Self.music(messages)
    await session.act(.selectRow(page: 1, element: "Björk"))
    await session.act(.back(page: 2))
    await session.act(.selectRow(page: 1, element: "Miles Davis"))
    await session.act(.forward(page: 3))

    #expect(messages.rejections == [#"nothing to go forward to from page 3 "Miles Davis""#])
    #expect(messages.screens.last?.breadcrumb == ["Artists", "Miles Davis"])
  }

  @Test func aPageTheAppClosedItselfIsNotOpenedAgain() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    session.push(Self.level(1, on: session))
    await session.act(.activate(page: 1, element: "deeper"))
    await session.act(.back(page: 2))
    await session.act(.activate(page: 1, element: "deeper"))
    await session.act(.activate(page: 3, element: "done"))
    await session.act(.forward(page: 1))

    #expect(messages.rejections == [#"nothing to go forward to from page 1 "Level 1""#])
    #expect(messages.screens.last?.breadcrumb == ["Level 1"])
  }

  @Test func forwardIsRefusedOnceTheRowThatOpenedThePageIsGone() async {
    let messages = MessageRecorder()
    let session = WebSession(send: messages.record)
    let names = MutableProperty(["Ada", "Grace"])
    let rows = names.map { names in
      names.map { name in
        Page.Element.row(name) { [weak session] in
          session?.push(Page(title: name, elements: []))
        }
      }
    }
    session.push(Page(title: "People", elements: rows))
    await session.act(.selectRow(page: 1, element: "Grace"))
    await session.act(.back(page: 2))
    names.value = ["Ada"]
    await session.act(.forward(page: 1))
    await session.act(.forward(page: 1))

    #expect(
      messages.rejections == [
        #"cannot open "Grace" again: no element "Grace" on page 1 "People""#,
        #"nothing to go forward to from page 1 "People""#,
      ])
    #expect(messages.screens.last?.breadcrumb == ["People"])
  }
}
