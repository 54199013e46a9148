import Testing

@testable import TerminalHost

@Suite struct FieldWindowTests {
  private func window(_ text: String, cursor: Int?, width: Int) -> FieldWindow {
    FieldWindow(Array(text), cursor: cursor, width: width)
  }

  @Test func aTextThatFitsShowsWholeWithTheCursorWhereItIs() {
    #expect(window("snow", cursor: 4, width: 10) == FieldWindow(shownForTests: "snow", 4))
    #expect(window("snow", cursor: 1, width: 10) == FieldWindow(shownForTests: "snow", 1))
  }

  @Test func theCursorAtTheEndOfALongTextShowsItsEnd() {
    #expect(
      window("a long query", cursor: 12, width: 8) == FieldWindow(shownForTests: "… query", 7))
  }

  @Test func theCursorAtTheStartShowsTheStartCutOnTheRight() {
    #expect(
      window("a long query", cursor: 0, width: 8) == FieldWindow(shownForTests: "a long …", 0))
  }

  @Test func theCursorInTheMiddleIsKeptInViewWithTheTextCutOnBothSides() {
    let shown = window("abcdefghijklmnop", cursor: 10, width: 8)
    #expect(shown == FieldWindow(shownForTests: "…fghijk…", 6))
  }

  @Test func withoutACursorTheEndOfTheTextShows() {
    #expect(
      window("a long query", cursor: nil, width: 8) == FieldWindow(shownForTests: "…g query", nil))
  }

  @Test func wideCharactersAreNeverSplitAndTheWindowNeverExceedsItsWidth() {
    let text = "漢字かな漢字かな"
    for cursor in 0...8 {
      for width in 1...12 {
        let shown = window(text, cursor: cursor, width: width)
        #expect(shown.shown.displayWidth <= width, "cursor \(cursor), width \(width)")
        #expect((shown.cursorColumn ?? 0) < width, "cursor \(cursor), width \(width)")
      }
    }
  }

  @Test func aZeroWidthFieldShowsNothing() {
    #expect(window("abc", cursor: 1, width: 0) == FieldWindow(shownForTests: "", nil))
  }
}

extension FieldWindow {
  fileprivate init(shownForTests shown: String, _ cursorColumn: Int?) {
    self = FieldWindow([], cursor: nil, width: 1)
    self.shown = shown
    self.cursorColumn = cursorColumn
  }
}
