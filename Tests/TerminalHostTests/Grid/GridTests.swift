import Testing

@testable import TerminalHost

@Suite struct GridTests {
  private let bold = CellStyle(isBold: true)

  @Test func aNewGridIsBlank() {
    let grid = Grid(columns: 3, rows: 2)
    #expect(grid.lines == ["", ""])
    #expect(grid[row: 1, column: 2] == .blank())
  }

  @Test func writeReturnsTheColumnAfterTheText() {
    var grid = Grid(columns: 10, rows: 1)
    #expect(grid.write("abc", row: 0, column: 2) == 5)
    #expect(grid.lines == ["  abc"])
  }

  @Test func writingStopsAtTheEdge() {
    var grid = Grid(columns: 4, rows: 1)
    #expect(grid.write("abcdef", row: 0, column: 1) == 4)
    #expect(grid.lines == [" abc"])
  }

  @Test func writingStopsAfterTheGivenWidth() {
    var grid = Grid(columns: 10, rows: 1)
    grid.write("abcdef", row: 0, column: 0, width: 3)
    #expect(grid.lines == ["abc"])
  }

  @Test func aWideCharacterTakesItsCellAndAContinuation() {
    var grid = Grid(columns: 4, rows: 1)
    #expect(grid.write("漢a", row: 0, column: 0, style: bold) == 3)
    #expect(grid[row: 0, column: 0] == Cell(.character("漢"), style: bold))
    #expect(grid[row: 0, column: 1] == Cell(.continuation, style: bold))
    #expect(grid[row: 0, column: 2] == Cell(.character("a"), style: bold))
    #expect(grid.lines == ["漢a"])
  }

  @Test func aWideCharacterThatWouldStraddleTheEdgeLeavesABlank() {
    var grid = Grid(columns: 3, rows: 1)
    grid.fill(row: 0, style: bold)
    grid.write("x", row: 0, column: 2)
    #expect(grid.write("a漢", row: 0, column: 1, style: bold) == 3)
    #expect(grid[row: 0, column: 2] == .blank(bold))
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = Grid(columns: 4, rows: 1)
    grid.write("漢字", row: 0, column: 0)
    grid.write("x", row: 0, column: 1)
    #expect(grid.lines == [" x字"])
    grid.write("y", row: 0, column: 2)
    #expect(grid.lines == [" xy"])
    #expect(grid[row: 0, column: 3] == .blank())
  }

  @Test func aWideCharacterOverAnotherOffsetByOneBlanksBothHalvesItCuts() {
    var grid = Grid(columns: 6, rows: 1)
    grid.write("漢字", row: 0, column: 1)
    grid.write("か", row: 0, column: 2)
    #expect(grid.lines == ["  か"])
  }

  @Test func controlCharactersAreShownAsReplacementsAndTabsAsSpaces() {
    var grid = Grid(columns: 6, rows: 1)
    grid.write("a\tb\u{7}c", row: 0, column: 0)
    #expect(grid.lines == ["a b\u{FFFD}c"])
  }

  @Test func aLeadingCombiningMarkIsDropped() {
    var grid = Grid(columns: 4, rows: 1)
    #expect(grid.write("\u{301}ab", row: 0, column: 0) == 2)
    #expect(grid.lines == ["ab"])
  }

  @Test func nothingIsWrittenOutsideTheGrid() {
    var grid = Grid(columns: 3, rows: 1)
    grid.write("abc", row: 1, column: 0)
    grid.write("abc", row: -1, column: 0)
    grid.write("abc", row: 0, column: -1)
    grid.fill(row: 2, style: bold)
    #expect(grid == Grid(columns: 3, rows: 1))
  }

  @Test func fillStylesBlankCellsClippedToTheGrid() {
    var grid = Grid(columns: 5, rows: 1)
    grid.write("abcde", row: 0, column: 0)
    grid.fill(row: 0, columns: 3..<9, style: bold)
    #expect(grid.lines == ["abc"])
    #expect(grid.columns(ofRow: 0, withStyle: bold) == [3..<5])
  }

  @Test func columnsWithAStyleAreFoundAsRanges() {
    var grid = Grid(columns: 8, rows: 1)
    grid.write("ab", row: 0, column: 1, style: bold)
    grid.write("cd", row: 0, column: 6, style: bold)
    #expect(grid.columns(ofRow: 0, withStyle: bold) == [1..<3, 6..<8])
    #expect(grid.columns(ofRow: 0, withStyle: .plain) == [0..<1, 3..<6])
  }

  @Test func textJoinsTheLinesWithoutTrailingSpaces() {
    var grid = Grid(columns: 5, rows: 3)
    grid.write("ab ", row: 0, column: 0)
    grid.write("c", row: 2, column: 4)
    #expect(grid.text == "ab\n\n    c")
  }

  @Test func negativeSizesMakeAnEmptyGrid() {
    let grid = Grid(columns: -1, rows: -5)
    #expect(grid.columns == 0)
    #expect(grid.rows == 0)
    #expect(grid.lines.isEmpty)
  }
}
