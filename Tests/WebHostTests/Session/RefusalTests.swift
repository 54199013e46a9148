import FeedbackApp
import Flows
import Signals
import Testing
import WebHost

/// Actions that do not fit what is shown are refused with a logged reason and change
/// nothing; the session goes on.
@Suite struct RefusalTests {
  /// The feedback app on a session, with what it sent and logged.
  private struct Launch {
    let messages = MessageRecorder()
    let logged = Locked<[String]>.make([])
    let session: WebSession

    init() async {
      let logged = self.logged
      session = WebSession(
        number: 1, log: { line in logged.withLock { $0.append(line) } }, send: messages.record)
      session.start { session in
        let app = MovieFeedback(host: session)
        app.start()
        return app
      }
      await session.settle()
    }

    /// Performs `action`, expects it refused with a reason containing `reason`, and
    /// expects nothing else changed.
    func expectRefused(_ action: UserAction, because reason: String) async {
      let transcript = session.transcript
      let screen = session.screen
      await session.act(action)
      #expect(messages.rejections.last?.contains(reason) == true, "\(messages.rejections)")
      #expect(logged.withLock { $0.last }?.contains("session 1: refused \(reason)") == true)
      #expect(session.transcript == transcript)
      #expect(session.screen == screen)
    }
  }

  @Test func anUnknownElementIsRefused() async {
    let launch = await Launch()
    await launch.expectRefused(
      .activate(page: 1, element: "leave feedbak"),
      because: "no element \"leave feedbak\" on page 1 \"Movie feedback\"")
  }

  @Test func anActionOnAPageNoLongerShownIsRefused() async {
    let launch = await Launch()
    await launch.session.act(.activate(page: 1, element: "leave feedback"))
    await launch.expectRefused(
      .activate(page: 1, element: "leave feedback"),
      because: "page 1 is no longer shown; the top page is 2 \"How was the movie?\"")
  }

  @Test func anActionOfTheWrongKindIsRefused() async {
    let launch = await Launch()
    await launch.expectRefused(
      .toggle(page: 1, element: "leave feedback", on: true),
      because: "element \"leave feedback\" is a button; it takes no toggle")
  }

  @Test func anOptionOutOfRangeIsRefused() async {
    let launch = await Launch()
    await launch.expectRefused(
      .choose(page: 1, element: "answers", index: 2),
      because: "choice \"answers\" has no option 2")
  }

  @Test func goingBackFromTheFirstPageIsRefused() async {
    let launch = await Launch()
    await launch.expectRefused(
      .back(page: 1), because: "cannot go back from page 1 \"Movie feedback\"")
  }

  @Test func aPageCoveredByAnAlertTakesNoAction() async {
    let launch = await Launch()
    await launch.session.act(.activate(page: 1, element: "leave feedback"))
    await launch.session.act(.activate(page: 2, element: "good"))
    await launch.expectRefused(
      .activate(page: 1, element: "leave feedback"),
      because: "alert 1 \"Thank you\" covers page 1")
  }

  @Test func anAnswerToAnAlertNotShowingIsRefused() async {
    let launch = await Launch()
    await launch.expectRefused(.alertAction(alert: 1, index: 0), because: "alert 1 is not showing")
  }

  @Test func theSessionGoesOnAfterARefusal() async {
    let launch = await Launch()
    await launch.expectRefused(
      .activate(page: 7, element: "x"), because: "page 7 is no longer shown")
    await launch.session.act(.activate(page: 1, element: "leave feedback"))
    #expect(launch.session.screen.page?.title == "How was the movie?")
  }
}
