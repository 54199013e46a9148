/// A screen's worth of styled characters: what the layout produces and a terminal draws.
///
/// A grid is a value, so layout is a pure function from a page to a grid and tests read
/// the result without a terminal. Writing keeps wide characters whole: one never straddles
/// the edge of what is written, and overwriting half of one blanks the other half.
///
/// ```swift
/// var grid = Grid(columns: 12, rows: 2)
/// grid.write("Artists", row: 0, column: 1, style: CellStyle(isBold: true))
/// grid.write("漢字", row: 1, column: 0)
/// print(grid.text)
/// // Prints " Artists"
/// //        "漢字"
/// ```
public struct Grid: Hashable, Sendable {
  /// The width of the grid, in columns.
  public let columns: Int
  /// The height of the grid, in lines.
  public let rows: Int
  private var cells: [Cell]

  /// Creates a grid of blank cells.
  ///
  /// - Parameters:
  ///   - columns: The width, in columns; negative counts as 0.
  ///   - rows: The height, in lines; negative counts as 0.
  ///   - style: How the blank cells look.
  public init(columns: Int, rows: Int, style: CellStyle = .plain) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: .blank(style), count: self.columns * self.rows)
  }

  /// The cell at `column` of line `row`; both must be inside the grid.
  public subscript(row row: Int, column column: Int) -> Cell {
    precondition(contains(row: row, column: column), "(\(row), \(column)) is outside the grid")
    return cells[row * columns + column]
  }

  /// Writes `text` on line `row` from `column`, and returns the column after it.
  ///
  /// Writing stops at the grid's edge or after `width` columns, whichever comes first; a
  /// wide character that would not fit whole leaves a blank instead. Tabs are written as
  /// spaces and other control characters as "�". Nothing is written outside the grid.
  ///
  /// - Parameters:
  ///   - text: One line of text; clip or wrap it first to say where it ends.
  ///   - row: The line.
  ///   - column: The first column.
  ///   - style: How the text looks.
  ///   - width: The most columns to write; up to the edge of the grid by default.
  /// - Returns: The column after the last one written.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, row: Int, column: Int, style: CellStyle = .plain,
    width: Int? = nil
  ) -> Int {
    guard (0..<rows).contains(row), column >= 0 else { return column }
    let end = min(columns, column + (width ?? columns))
    var next = column
    for character in text {
      let shown = Self.printable(character)
      let characterWidth = shown.displayWidth
      if characterWidth == 0 { continue }
      if next + characterWidth > end {
        if next < end { place(.blank(style), row: row, column: next) }
        return next + (next < end ? 1 : 0)
      }
      place(Cell(.character(shown), style: style), row: row, column: next)
      next += characterWidth
    }
    return next
  }

  /// Blanks `columns` of line `row` in `style`, as for a bar across the screen.
  ///
  /// - Parameters:
  ///   - row: The line.
  ///   - range: The columns to blank; the whole line by default. Clipped to the grid.
  ///   - style: How the blank cells look.
  public mutating func fill(row: Int, columns range: Range<Int>? = nil, style: CellStyle) {
    guard (0..<rows).contains(row) else { return }
    let range = (range ?? 0..<columns).clamped(to: 0..<columns)
    for column in range { place(.blank(style), row: row, column: column) }
  }

  private func contains(row: Int, column: Int) -> Bool {
    (0..<rows).contains(row) && (0..<columns).contains(column)
  }

  /// Puts a one- or two-column cell at `column`, blanking the halves of wide characters it
  /// cuts through.
  private mutating func place(_ cell: Cell, row: Int, column: Int) {
    let covered = column..<(column + cell.width)
    for position in covered {
      let existing = self[row: row, column: position]
      if existing.content == .continuation, position - 1 < column {
        cells[row * columns + position - 1].content = .character(" ")
      }
      if existing.width == 2, position + 1 >= covered.upperBound, position + 1 < columns {
        cells[row * columns + position + 1].content = .character(" ")
      }
    }
    cells[row * columns + column] = cell
    if cell.width == 2 {
      cells[row * columns + column + 1] = Cell(.continuation, style: cell.style)
    }
  }

  private static func printable(_ character: Character) -> Character {
    guard let first = character.unicodeScalars.first, first.isControl else { return character }
    return first == "\t" ? " " : "\u{FFFD}"
  }
}
