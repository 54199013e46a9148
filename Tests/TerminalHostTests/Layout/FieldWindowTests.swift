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
      window("a long query", cursor: 12, width: 8)
        == FieldWindow(shownForTests: "… query", 7, firstShown: 6))
  }

  @Test func theCursorAtTheStartShowsTheStartCutOnTheRight() {
    #expect(
      window("a long query", cursor: 0, width: 8) == FieldWindow(shownForTests: "a long …", 0))
  }

  @Test func theCursorInTheMiddleIsKeptInViewWithTheTextCutOnBothSides() {
    let shown = window("abcdefghijklmnop", cursor: 10, width: 8)
    #expect(shown == FieldWindow(shownForTests: "…fghijk…", 6, firstShown: 5))
  }

  @Test func withoutACursorTheEndOfTheTextShows() {
    #expect(
      window("a long query", cursor: nil, width: 8)
        == FieldWindow(shownForTests: "…g query", nil, firstShown: 5))
  }

  @Test func aClickPutsTheCursorBeforeTheCharacterItLandsOn() {
    let text = Array("a long query")
    let start = FieldWindow(text, cursor: 0, width: 8)  // "a long …"
    #expect(start.cursor(atColumn: 0, in: text) == 0)
    #expect(start.cursor(atColumn: 3, in: text) == 3)
    let end = FieldWindow(text, cursor: 12, width: 8)  // "… query" and the cursor
    #expect(end.cursor(atColumn: 0, in: text) == 6)  // On the "…": the first shown.
    #expect(end.cursor(atColumn: 2, in: text) == 7)  // On the "q".
    #expect(end.cursor(atColumn: 7, in: text) == 12)  // Past the end.
    let wide = Array("漢字かな")
    let window = FieldWindow(wide, cursor: 0, width: 10)
    #expect(window.cursor(atColumn: 3, in: wide) == 1)  // The right half of "字".
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
  fileprivate init(shownForTests shown: String, _ cursorColumn: Int?, firstShown: Int = 0) {
    self = FieldWindow([], cursor: nil, width: 1)
    self.shown = shown
    self.cursorColumn = cursorColumn
    self.firstShown = firstShown
  }
}
