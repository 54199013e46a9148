import Flows
import Signals
import Testing

@testable import TerminalHost

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct AlertAndQuitTests {
  @Test func qQuitsAtOnceWhenNothingTypedWouldBeLost() {
    let host = TerminalHost()
    host.push(
      Page(
        title: "Page", elements: [.textField("Name", text: MutableProperty("")), .button("ok") {}]))
    let display = TestDisplay([.keys("down", "q"), .keys("up")])
    #expect(host.run(on: display) == .finished)
    #expect(display.screens.count == 1)
  }

  @Test func qAsksFirstWhenAFieldHoldsTypedTextAndStayKeepsItRunning() {
    let host = TerminalHost()
    let name = MutableProperty("")
    host.push(Page(title: "Page", elements: [.textField("Name", text: name), .button("ok") {}]))
    let display = TestDisplay([
      .press(.character("A")), .keys("down", "q"), .keys("enter"), .keys("q"),
      .keys("left", "enter"),
    ])
    #expect(host.run(on: display) == .finished)
    #expect(name.value == "A")
    #expect(display.screens[2].text.contains("What you typed will be lost."))
    #expect(display.screens[2].text.contains("[ Stay ]"))
    #expect(!display.screens[3].text.contains("Quit?"))
    #expect(display.screens.count == 5)
  }

  @Test func aPrefilledFieldTheUserDidNotTouchDoesNotHoldUpQuitting() {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: [.textField("Name", text: MutableProperty("Ada"))]))
    #expect(host.run(on: TestDisplay([.keys("esc", "q"), .keys("down")])) == .finished)
  }

  @Test func anAlertIsDismissedBeforeItsHandlerRunsAndTheNextOneFollows() {
    let host = TerminalHost()
    let log = Log()
    host.push(Page(title: "Page", elements: [.button("b") { log("button") }]))
    host.showAlert(
      Alert(title: "First", actions: [Alert.Action("OK") { log("first: \(host.stackTop)") }]))
    host.showAlert(Alert(title: "Second"))
    let display = TestDisplay([.keys("enter"), .keys("esc"), .keys("enter")])
    _ = host.run(on: display)
    #expect(log.all == ["first: Page", "button"])
    #expect(display.screens[0].text.contains("First"))
    #expect(display.screens[1].text.contains("Second"))
    #expect(!display.screens[2].text.contains("Second"))
  }

  @Test func arrowsMoveBetweenActionsAndEscapeChoosesCancel() {
    let host = TerminalHost()
    let log = Log()
    host.push(Page(title: "Page", elements: []))
    let actions = [
      Alert.Action("Delete", role: .destructive) { log("delete") },
      Alert.Action("Keep", role: .cancel) { log("keep") },
      Alert.Action("Archive") { log("archive") },
    ]
    host.showAlert(Alert(title: "Album", actions: actions))
    host.showAlert(Alert(title: "Album", actions: actions))
    host.showAlert(Alert(title: "Album", actions: actions))
    _ = host.run(
      on: TestDisplay([
        .keys("right", "enter"), .keys("left", "left", "left", "enter"), .keys("esc"),
      ]))
    #expect(log.all == ["archive", "delete", "keep"])
  }

  @Test func ctrlCInterruptsWithoutAsking() {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: [.textField("Name", text: MutableProperty(""))]))
    #expect(
      host.run(on: TestDisplay([.press(.character("A"), .interrupt)]))
        == .interrupted(signal: SIGINT))
    #expect(RunOutcome.interrupted(signal: SIGINT).exitStatus == 130)
    #expect(RunOutcome.interrupted(signal: SIGTERM).exitStatus == 143)
  }

  @Test func quitFromAnotherThreadEndsTheRun() {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: []))
    let display = TestDisplay([.fromAnotherThread { host.quit() }, .keys("down")])
    #expect(host.run(on: display) == .finished)
    #expect(display.screens.count == 1)
  }
}

extension TerminalHost {
  /// The title of the top page, for tests.
  fileprivate var stackTop: String { stack.last?.title ?? "none" }
}
