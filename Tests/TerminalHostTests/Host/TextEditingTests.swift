import Flows
import Signals
import Testing

@testable import TerminalHost

/// A text field on the host edits as a line editor: the cursor moves, keys delete at it,
/// and a paste is one change.
@Suite struct TextEditingTests {
  /// Runs a page with one text field, recording every change the field reports.
  private func run(_ steps: [TestDisplay.Step], text initial: String = "") -> (
    text: String, changes: [String], display: TestDisplay
  ) {
    let text = MutableProperty(initial)
    let changes = Log()
    let host = TerminalHost()
    host.push(
      Page(
        title: "Page",
        elements: [
          .textField(
            "Search", text: Property(text),
            onChange: { value in
              changes(value)
              text.value = value
            })
        ]))
    let display = TestDisplay(steps)
    _ = host.run(on: display)
    return (text.value, changes.all, display)
  }

  @Test func leftMovesTheCursorAndTypingInsertsThere() {
    // The case: "alha", Left, Left, "p" gave "alhap".
    let result = run([
      .press(.character("a"), .character("l"), .character("h"), .character("a")),
      .keys("left", "left"), .press(.character("p")),
    ])
    #expect(result.text == "alpha")
  }

  @Test func theCursorShowsOnTheCharacterItIsBefore() {
    let result = run([.keys("home", "right")], text: "snow")
    let screen = result.display.screens.last!
    #expect(screen.lines[3].contains("[snow"))
    let column = screen.lines[3].distance(
      from: screen.lines[3].startIndex, to: screen.lines[3].firstIndex(of: "n")!)
    #expect(screen.columns(ofRow: 3, withStyle: .cursor) == [(column)..<(column + 1)])
  }

  @Test func aPasteIsOneChange() {
    let result = run([.press(.paste("snow man"))])
    #expect(result.text == "snow man")
    #expect(result.changes == ["snow man"])
  }

  @Test func aHugePasteIsClearedByOneCtrlU() {
    let huge = String(repeating: "x", count: 24_000)
    let result = run([.press(.paste(huge)), .press(.control("u"))])
    #expect(result.text == "")
    #expect(result.changes.map(\.count) == [24_000, 0])
    #expect(result.display.lastScreen.contains("[ "))
  }

  @Test func wordAndLineKeysEditAtTheCursor() {
    let result = run(
      [
        .press(.control("w")), .press(.alt(.character("b")), .control("k")),
        .press(.control("a"), .delete, .control("e"), .character("!")),
      ],
      text: "the quick brown fox")
    #expect(result.text == "he quick !")
  }
}
