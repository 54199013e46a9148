/// Cells of one screen row, where something drawn can be clicked: a dialog's action.
struct ScreenArea: Hashable, Sendable {
  /// The screen row, from 0 at the top.
  var row: Int
  /// The screen columns, from 0 at the left.
  var columns: Range<Int>

  /// Whether the cell at `row` and `column` is in the area.
  func contains(row: Int, column: Int) -> Bool {
    row == self.row && columns.contains(column)
  }
}
