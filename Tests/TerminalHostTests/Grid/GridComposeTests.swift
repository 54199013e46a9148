import Testing

@testable import TerminalHost

@Suite struct GridComposeTests {
  @Test func drawingAGridCopiesItsCellsAtAnOffset() {
    var dialog = Grid(columns: 3, rows: 2, style: CellStyle(isBold: true))
    dialog.write("ab", row: 1, column: 1, style: CellStyle(isBold: true))
    var screen = Grid(columns: 6, rows: 3)
    screen.write("xxxxxx", row: 1, column: 0)
    screen.draw(dialog, row: 1, column: 2)
    #expect(screen.lines == ["", "xx   x", "   ab"])
    #expect(screen[row: 1, column: 2].style == CellStyle(isBold: true))
  }

  @Test func onlyTheGivenRowsAreCopiedAndWhatFallsOutsideIsCut() {
    var block = Grid(columns: 4, rows: 3)
    for row in 0..<3 { block.write("r\(row)漢", row: row, column: 0) }
    var screen = Grid(columns: 5, rows: 2)
    screen.draw(block, row: 0, column: 2, rows: 1..<3)
    #expect(screen.lines == ["  r1", "  r2"])
  }

  @Test func aBoxFramesItsInsideAndBlanksIt() {
    var grid = Grid(columns: 12, rows: 4)
    for row in 0..<4 { grid.write("############", row: row, column: 0) }
    grid.drawBox(rows: 0..<4, columns: 1..<11, style: .frame, title: "Buy")
    #expect(grid.lines == ["#┌─ Buy ──┐#", "#│        │#", "#│        │#", "#└────────┘#"])
    #expect(grid[row: 0, column: 4].style == CellStyle(role: .accent, isBold: true))
  }

  @Test func aBoxTitleTooLongIsClippedAndATinyBoxIsNotDrawn() {
    var grid = Grid(columns: 10, rows: 3)
    grid.drawBox(rows: 0..<3, columns: 0..<10, style: .frame, title: "Albums by Björk")
    #expect(grid.lines[0] == "┌─ Alb… ─┐")
    var tiny = Grid(columns: 3, rows: 3)
    tiny.drawBox(rows: 0..<1, columns: 0..<3, style: .frame, title: nil)
    #expect(tiny == Grid(columns: 3, rows: 3))
  }
}
