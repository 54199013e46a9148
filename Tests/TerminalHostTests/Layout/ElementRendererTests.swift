import Flows
import Testing

@testable import TerminalHost

@Suite struct ElementRendererTests {
  private func render(
    _ shown: RecordingHost.RenderedElement, width: Int = 40, focused: Bool = false,
    textStyle: Page.TextStyle = .body, placeholder: String = ""
  ) -> Grid {
    ElementRenderer.render(
      ElementSnapshot(showing: shown, textStyle: textStyle, placeholder: placeholder),
      width: width, isFocused: focused)
  }

  @Test(arguments: [
    (Page.TextStyle.title, CellStyle.heading), (.body, .plain), (.caption, .secondary),
  ])
  func textsWrapInTheStyleOfTheirProminence(textStyle: Page.TextStyle, style: CellStyle) {
    let grid = render(.text("We are glad you liked it."), width: 14, textStyle: textStyle)
    #expect(grid.lines == ["  We are glad", "  you liked", "  it."])
    #expect(grid[row: 0, column: 2].style == style)
    #expect(grid[row: 0, column: 12].style == style)
  }

  @Test func anEmptyTextKeepsItsLine() {
    #expect(render(.text("")).lines == [""])
  }

  @Test func aButtonIsBracketedAndHighlightedWithAMarkerWhenFocused() {
    #expect(render(.button("leave feedback")).lines == ["  [ leave feedback ]"])
    let focused = render(.button("leave feedback"), focused: true)
    #expect(focused.lines == ["› [ leave feedback ]"])
    #expect(focused.columns(ofRow: 0, withStyle: .focused) == [2..<20])
  }

  @Test func aToggleShowsWhetherItIsOn() {
    #expect(render(.toggle("shuffle", isOn: true)).lines == ["  [x] shuffle"])
    #expect(render(.toggle("shuffle", isOn: false)).lines == ["  [ ] shuffle"])
  }

  @Test func aChoiceMarksItsSelectedOption() {
    let grid = render(.choice("kind", options: ["average", "polarized"], selected: 1), width: 60)
    #expect(grid.lines == ["  kind:  ( ) average  (•) polarized"])
    #expect(grid.columns(ofRow: 0, withStyle: .selected) == [22..<35])
  }

  @Test func aRowPutsItsDetailAtTheRightEdge() {
    let grid = render(.row("Miles Davis", detail: "3 albums"), width: 30)
    #expect(grid.lines == ["  Miles Davis         3 albums"])
    #expect(grid.columns(ofRow: 0, withStyle: .secondary) == [22..<30])
  }

  @Test func aFocusedRowIsHighlightedAcrossItsWidth() {
    let grid = render(.row("Miles Davis", detail: "3 albums"), width: 30, focused: true)
    #expect(grid.lines == ["› Miles Davis         3 albums"])
    #expect(grid.columns(ofRow: 0, withStyle: .focused) == [2..<30])
  }

  @Test func aLongRowTitleIsClippedBeforeItsDetail() {
    let grid = render(.row("The Freewheelin' Bob Dylan", detail: "1963"), width: 20)
    #expect(grid.lines == ["  The Freewhe…  1963"])
  }

  @Test func anEmptyTextFieldShowsItsPlaceholderUntilFocused() {
    let field = RecordingHost.RenderedElement.textField("Search", text: "")
    #expect(
      render(field, width: 30, placeholder: "artist").lines == ["  Search: [artist            ]"])
    let focused = render(field, width: 30, focused: true, placeholder: "artist")
    #expect(focused.lines == ["› Search: [                  ]"])
    #expect(focused.columns(ofRow: 0, withStyle: .cursor) == [11..<12])
  }

  @Test func aFocusedTextFieldShowsTheEndOfItsTextAndTheCursorAfterIt() {
    let grid = render(.textField("Name", text: "Johann Sebastian Bach"), width: 24, focused: true)
    #expect(grid.lines == ["› Name: […bastian Bach ]"])
    #expect(grid.columns(ofRow: 0, withStyle: .cursor) == [22..<23])
  }

  @Test func statusesSayWhatIsGoingOn() {
    #expect(render(.loading).lines == ["  Loading…"])
    #expect(
      render(.empty("No albums by this artist yet.")).lines == ["  No albums by this artist yet."])
    #expect(render(.failed("Offline.", canRetry: false)).lines == ["  ✗ Offline."])
  }

  @Test func aFailureThatCanBeRetriedOffersARetryButtonThatTakesTheFocus() {
    let grid = render(.failed("The server is unreachable.", canRetry: true), focused: true)
    #expect(grid.lines == ["  ✗ The server is unreachable.", "› [ retry ]"])
    #expect(grid.columns(ofRow: 0, withStyle: .failure) == [2..<30])
  }

  @Test func wideCharactersAreMeasuredByColumns() {
    let grid = render(.row("坂本龍一", detail: "🎹"), width: 16)
    #expect(grid.lines == ["  坂本龍一    🎹"])
  }

  // Regression (issue 26): "no match" for a 24,000-character query repeated the query
  // across the whole screen.
  @Test func aLongMessageIsCutWithAnEllipsisAfterThreeLines() {
    let query = String(repeating: "snowman", count: 3_500)
    let empty = render(.empty("No character's name matches \(query)."))
    #expect(empty.rows == ElementRenderer.messageLines)
    #expect(empty.lines.last!.hasSuffix("…"))
    let failure = render(.failed("Bad pattern: \(query)", canRetry: true), focused: true)
    #expect(failure.rows == ElementRenderer.messageLines + 1)
    #expect(failure.lines[ElementRenderer.messageLines - 1].hasSuffix("…"))
  }

  @Test func aShortMessageIsNotCut() {
    #expect(render(.empty("None.")).lines == ["  None."])
  }

  @Test func aChoicesOptionsAreFoundWhereTheyAreDrawn() {
    // "kind:  ( ) average  ( ) polarized": the options at columns 7 to 17 and 20 to 32.
    let options = ["average", "polarized"]
    let found = (0..<36).map {
      ElementRenderer.choiceOption(atColumn: $0, label: "kind", options: options)
    }
    #expect(found[0..<7].allSatisfy { $0 == nil })
    #expect(found[7..<18].allSatisfy { $0 == 0 })
    #expect(found[18..<20].allSatisfy { $0 == nil })
    #expect(found[20..<33].allSatisfy { $0 == 1 })
    #expect(found[33...].allSatisfy { $0 == nil })
  }

  @Test func aClickInATextFieldIsFoundInItsTextAndNotOnItsLabel() {
    // "Search: [hello" in 30 columns less the gutter: the text starts at column 9.
    let cursor = { (column: Int) in
      ElementRenderer.textFieldCursor(
        atColumn: column, label: "Search", text: "hello", cursor: nil, width: 30)
    }
    #expect(cursor(3) == nil)
    #expect(cursor(9) == 0)
    #expect(cursor(11) == 2)
    #expect(cursor(25) == 5)
  }
}
