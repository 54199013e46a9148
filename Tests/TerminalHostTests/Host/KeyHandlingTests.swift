import Flows
import Signals
import Testing

@testable import TerminalHost

@Suite struct KeyHandlingTests {
  private func run(_ elements: [Page.Element], _ steps: [TestDisplay.Step]) -> TestDisplay {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: elements))
    let display = TestDisplay(steps)
    _ = host.run(on: display)
    return display
  }

  @Test func arrowsAndJKMoveTheFocusAndEnterActsOnIt() {
    let log = Log()
    let elements: [Page.Element] = ["a", "b", "c"].map { name in .button(name) { log(name) } }
    _ = run(elements, [.keys("down", "enter", "j", "space", "up", "k", "k", "enter")])
    #expect(log.all == ["b", "c", "a"])
  }

  @Test func tabCyclesRoundAndShiftTabBack() {
    let log = Log()
    let elements: [Page.Element] = ["a", "b"].map { name in .button(name) { log(name) } }
    _ = run(elements, [.keys("tab", "tab", "enter", "backtab", "enter")])
    #expect(log.all == ["a", "b"])
  }

  @Test func homeEndAndPageKeysJump() {
    let log = Log()
    let rows: [Page.Element] = (1...40).map { number in .row("Row \(number)") { log("\(number)") } }
    _ = run(rows, [.keys("end", "enter", "home", "enter", "pagedown", "enter", "pageup", "enter")])
    // The 60×16 screen shows 11 rows: Page Down moves the focus ten rows.
    #expect(log.all == ["40", "1", "11", "1"])
  }

  @Test func spaceFlipsAToggleAndItsPropertyRedraws() {
    let isOn = MutableProperty(false)
    let display = run([.toggle("shuffle", isOn: isOn)], [.keys("space"), .keys("enter")])
    #expect(
      display.screens.map { $0.lines[3] }
        == ["› [ ] shuffle", "› [x] shuffle", "› [ ] shuffle"].map { " " + $0 })
  }

  @Test func leftAndRightMoveAChoiceAndEnterCyclesIt() {
    let selected = MutableProperty(0)
    _ = run(
      [.choice("kind", options: ["average", "polarized"], selected: selected)],
      [.keys("right", "right"), .keys("left", "left", "enter", "enter")])
    #expect(selected.value == 0)
    let display = run(
      [.choice("kind", options: ["average", "polarized"], selected: selected)], [.keys("enter")])
    #expect(display.lastScreen.contains("(•) polarized"))
  }

  @Test func typingEditsTheFocusedTextFieldIncludingQJAndSpace() {
    let text = MutableProperty("")
    let submitted = Log()
    let display = run(
      [.textField("Search", text: text) { submitted($0) }],
      [
        .press(.character("q"), .character("j"), .space, .character("é")),
        .keys("backspace", "enter"),
      ])
    #expect(text.value == "qj ")
    #expect(submitted.all == ["qj "])
    #expect(display.screens[1].lines[3].contains("[qj é"))
  }

  @Test func aPagesTypingTargetTakesEveryCharacterWhereverTheFocusIs() {
    let text = MutableProperty("ab")
    let host = TerminalHost()
    host.push(
      Page(
        title: "Page",
        elements: [
          .textField("Search", text: text, id: "query"), .button("x") {}, .button("y") {},
        ],
        typingInto: "query"))
    let display = TestDisplay([
      .keys("down", "down"), .press(.character("q"), .character("j")), .keys("backspace"),
    ])
    _ = host.run(on: display)
    #expect(text.value == "abq")
    #expect(display.lastScreen.contains("› Search"))
  }

  @Test func upAndDownScrollAPageWithNothingToFocus() {
    let long = (1...40).map { "line \($0)" }.joined(separator: "\n")
    let display = run([.text(long)], [.keys("down", "down", "down")])
    #expect(display.screens.last?.lines[3] == "   line 4")
  }

  @Test func aFailureRetriesOnEnter() {
    let log = Log()
    _ = run([.status(.failed("Offline.", retry: { log("retry") }))], [.keys("enter")])
    #expect(log.all == ["retry"])
  }

  @Test func rRetriesEveryFailureThatOffersToWhereverTheFocusIs() {
    let log = Log()
    let elements: [Page.Element] = [
      .button("a") { log("a") },
      .status(.failed("Offline.", retry: { log("retry 1") }), id: "first"),
      .status(.failed("Gone.", retry: nil), id: "second"),
      .status(.failed("Down.", retry: { log("retry 2") }), id: "third"),
    ]
    _ = run(elements, [.keys("r")])
    #expect(log.all == ["retry 1", "retry 2"])
  }

  @Test func rDoesNothingOnAPageWithoutFailures() {
    let log = Log()
    _ = run([.button("a") { log("a") }], [.keys("r")])
    #expect(log.all.isEmpty)
  }

  @Test func focusStaysOnItsElementWhenElementsAreAddedAbove() {
    let log = Log()
    let elements = MutableProperty<[Page.Element]>([
      .button("a") { log("a") }, .button("b") { log("b") },
    ])
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: Property(elements)))
    let display = TestDisplay([
      .keys("down"),
      .fromAnotherThread { elements.value = [.button("new") { log("new") }] + elements.value },
      .keys("enter"),
    ])
    _ = host.run(on: display)
    #expect(log.all == ["b"])
    #expect(display.screens[2].lines[3...5] == ["   [ new ]", "   [ a ]", " › [ b ]"])
  }

  @Test func everyKeyIsSentOnTheKeysSignalFirst() {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: []))
    let seen = Log()
    _ = host.keys.observeValues { seen($0.name) }
    _ = host.run(on: TestDisplay([.keys("down", "x"), .keys("q")]))
    #expect(seen.all == ["down", "x", "q"])
  }

  @Test func keysAreIgnoredWhileTheScreenIsTooSmall() {
    let log = Log()
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: [.button("a") { log("a") }]))
    let display = TestDisplay([.keys("enter", "q")], columns: 30, rows: 8)
    #expect(host.run(on: display) == .finished)
    #expect(log.all.isEmpty)
    #expect(display.screens.allSatisfy { $0.text.contains("Please enlarge") })
  }
}
