/// What the screen shows when it is too small for the layout: a request to enlarge it,
/// centred, until it is big enough. The app's state is untouched meanwhile.
enum EnlargeNotice {
  /// The smallest screen the layout draws pages on.
  static let minimumSize = TerminalSize(columns: 40, rows: 10)

  /// A grid of `size` asking for at least ``minimumSize``.
  static func grid(size: TerminalSize) -> Grid {
    var grid = Grid(columns: size.columns, rows: size.rows)
    let text = "Please enlarge the window\n(needs at least \(minimumSize), now \(size))"
    let lines = text.wrapped(toWidth: size.columns)
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let column = max(0, (size.columns - line.displayWidth) / 2)
      grid.write(line, row: top + index, column: column, style: .heading)
    }
    return grid
  }
}
