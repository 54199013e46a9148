import Flows
import Signals
import Testing

@testable import TerminalHost

/// The host on a 60×16 screen: the body starts at row 3, and an element's content at
/// column 3 (the body's column 1, then the two-column focus gutter).
@Suite struct MouseTests {
  private func run(
    _ elements: [Page.Element], _ steps: [TestDisplay.Step], alert: Alert? = nil
  ) -> TestDisplay {
    let host = TerminalHost()
    host.push(Page(title: "Page", elements: elements))
    if let alert { host.showAlert(alert) }
    let display = TestDisplay(steps)
    _ = host.run(on: display)
    return display
  }

  private func click(row: Int, column: Int) -> TestDisplay.Step {
    .press(.mouse(MouseEvent(.click, row: row, column: column)))
  }

  @Test func aClickOnAButtonFocusesItAndActsOnIt() {
    let log = Log()
    let elements: [Page.Element] = ["a", "b", "c"].map { name in .button(name) { log(name) } }
    let display = run(elements, [click(row: 5, column: 4), .keys("enter")])
    #expect(log.all == ["c", "c"])
    #expect(display.screens.last?.lines[5].contains("› [ c ]") == true)
  }

  @Test func aClickOnARowSelectsItAndOneOnAToggleFlipsIt() {
    let log = Log()
    let isOn = MutableProperty(false)
    _ = run(
      [.row("Björk") { log("Björk") }, .toggle("shuffle", isOn: isOn)],
      [click(row: 3, column: 10), click(row: 5, column: 4)])
    #expect(log.all == ["Björk"])
    #expect(isOn.value)
  }

  @Test func aClickOnAChoicesOptionChoosesThatOption() {
    let selected = MutableProperty(0)
    // "kind:" then "  ( ) average" and "  ( ) polarized": the second option's content
    // columns are 20 to 32, screen columns 23 to 35.
    let elements: [Page.Element] = [
      .choice("kind", options: ["average", "polarized"], selected: selected)
    ]
    _ = run(elements, [click(row: 3, column: 30)])
    #expect(selected.value == 1)
    _ = run(elements, [click(row: 3, column: 12)])
    #expect(selected.value == 0)
    _ = run(elements, [click(row: 3, column: 5)])  // On the label: nothing is chosen.
    #expect(selected.value == 0)
  }

  @Test func aClickInATextFieldPutsTheCursorWhereItLands() {
    let text = MutableProperty("hello")
    // "Search: " then "[": the text starts at content column 9, screen column 12.
    _ = run(
      [.button("first") {}, .textField("Search", text: text)],
      [click(row: 5, column: 14), .keys("X")])
    #expect(text.value == "heXllo")
  }

  @Test func aClickOnTextOrBetweenElementsChangesNothing() {
    let log = Log()
    let display = run(
      [.text("Pick one"), .button("a") { log("a") }, .button("b") { log("b") }],
      [click(row: 3, column: 5), click(row: 4, column: 5), click(row: 14, column: 5)])
    #expect(log.all.isEmpty)
    // The focus stayed on the first button.
    #expect(display.screens.last?.lines[5].contains("› [ a ]") == true)
  }

  @Test func onlyAClickOnAFailuresRetryLineRetries() {
    let log = Log()
    let status = Page.Element.status(.failed("The server is down.", retry: { log("retry") }))
    _ = run([status], [click(row: 3, column: 5)])
    #expect(log.all.isEmpty)
    _ = run([status], [click(row: 4, column: 5)])
    #expect(log.all == ["retry"])
  }

  @Test func theWheelScrollsThePageAndLeavesTheFocus() {
    let log = Log()
    let rows: [Page.Element] = (1...40).map { number in .row("Row \(number)") { log("\(number)") } }
    let wheel = { (action: MouseEvent.Action) in
      TestDisplay.Step.press(.mouse(MouseEvent(action, row: 8, column: 8)))
    }
    let display = run(rows, [wheel(.wheelDown), wheel(.wheelDown), wheel(.wheelUp)])
    // The number of the row at the top of the body, screen after screen.
    let firstRows = display.screens.map { $0.lines[3].split(separator: " ").last }
    #expect(firstRows == ["1", "4", "7", "4"])
    #expect(log.all.isEmpty)
  }

  @Test func aClickOnAnAlertsActionChoosesItAndNotThePageBeneath() {
    let log = Log()
    let alert = Alert(
      title: "Delete?", message: "",
      actions: [
        Alert.Action("Delete", role: .destructive) { log("delete") },
        Alert.Action("Keep", role: .cancel) { log("keep") },
      ])
    let elements: [Page.Element] = [.button("page") { log("page") }]
    let shown = run(elements, [], alert: alert).screens.last?.lines ?? []
    let row = shown.firstIndex { $0.contains("Delete") && $0.contains("Keep") }!
    let line = Array(shown[row])
    let column = line.firstIndex(of: "D")!
    _ = run(elements, [click(row: row, column: column + 2)], alert: alert)
    #expect(log.all == ["delete"])
    _ = run(elements, [click(row: 3, column: 4)], alert: alert)
    #expect(log.all == ["delete"])
  }
}
