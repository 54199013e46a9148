extension Grid {
  /// Copies `other` onto this grid with its top-left corner at (`row`, `column`), as
  /// for a dialog over a page. Only `rows` of `other` are copied, all by default; what
  /// falls outside this grid is cut off, and wide characters stay whole.
  ///
  /// ```swift
  /// var screen = Grid(columns: 80, rows: 24)
  /// screen.draw(dialog, row: 8, column: 20)
  /// ```
  public mutating func draw(_ other: Grid, row: Int, column: Int, rows: Range<Int>? = nil) {
    let rows = (rows ?? 0..<other.rows).clamped(to: 0..<other.rows)
    for sourceRow in rows {
      let target = row + sourceRow - rows.lowerBound
      for sourceColumn in 0..<other.columns {
        let cell = other[row: sourceRow, column: sourceColumn]
        guard case .character(let character) = cell.content else { continue }
        let available = other.columns - sourceColumn
        write(
          String(character), row: target, column: column + sourceColumn, style: cell.style,
          width: min(cell.width, available))
      }
    }
  }

  /// Draws a box with a light single-line frame around `rows` × `columns`, blanking its
  /// inside, with `title` in the top edge when given.
  ///
  /// ```text
  /// ┌─ Title ──┐
  /// │          │
  /// └──────────┘
  /// ```
  mutating func drawBox(rows: Range<Int>, columns: Range<Int>, style: CellStyle, title: String?) {
    guard rows.count >= 2, columns.count >= 2 else { return }
    let inner = columns.count - 2
    let horizontal = String(repeating: "─", count: inner)
    write("┌" + horizontal + "┐", row: rows.lowerBound, column: columns.lowerBound, style: style)
    for row in rows.dropFirst().dropLast() {
      write("│", row: row, column: columns.lowerBound, style: style)
      fill(row: row, columns: (columns.lowerBound + 1)..<(columns.upperBound - 1), style: .plain)
      write("│", row: row, column: columns.upperBound - 1, style: style)
    }
    write(
      "└" + horizontal + "┘", row: rows.upperBound - 1, column: columns.lowerBound, style: style)
    if let title, inner >= 5 {
      let shown = " " + title.clipped(toWidth: inner - 4) + " "
      var titleStyle = style
      titleStyle.isBold = true
      write(shown, row: rows.lowerBound, column: columns.lowerBound + 2, style: titleStyle)
    }
  }
}
