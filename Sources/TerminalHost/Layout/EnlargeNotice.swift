/// What the screen shows when it is too small for the layout: a request to enlarge it,
/// centred, until it is big enough. The app's state is untouched meanwhile.
enum EnlargeNotice {
  /// The smallest screen the layout draws pages on.
  static let minimumSize = TerminalSize(columns: 40, rows: 10)

  /// A grid of `size` asking for at least ``minimumSize``.
  ///
  /// The longest wording that fits is used, wrapped at spaces; every wording names the
  /// size needed, so it stays visible down to a screen of a few columns.
  static func grid(size: TerminalSize) -> Grid {
    var grid = Grid(columns: size.columns, rows: size.rows)
    let lines = lines(fitting: size)
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let column = max(0, (size.columns - line.displayWidth) / 2)
      grid.write(line, row: top + index, column: column, style: .heading)
    }
    return grid
  }

  /// The wordings, longest first.
  static func wordings(for size: TerminalSize) -> [String] {
    [
      "Please enlarge the window\n(needs at least \(minimumSize), now \(size))",
      "Please enlarge the window to \(minimumSize)",
      "Enlarge to \(minimumSize)",
      "\(minimumSize)",
    ]
  }

  /// The first wording that fits `size` with no word broken, as lines; the shortest one,
  /// clipped, when none does.
  static func lines(fitting size: TerminalSize) -> [String] {
    let wordings = wordings(for: size)
    for wording in wordings {
      let words = wording.split(whereSeparator: { $0 == " " || $0 == "\n" })
      let lines = wording.wrapped(toWidth: size.columns)
      if words.allSatisfy({ $0.displayWidth <= size.columns }), lines.count <= size.rows {
        return lines
      }
    }
    return [wordings.last!.clipped(toWidth: size.columns)]
  }
}
