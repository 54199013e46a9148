extension Grid {
  /// Each line as the text a user reads, without styles and without trailing spaces.
  ///
  /// A wide character appears once, in the first of its two columns.
  public var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        if case .character(let character) = self[row: row, column: column].content {
          line.append(character)
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The grid as plain text, one line per row: what a `--script` run prints.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// The columns of line `row` whose cells have `style`, as ranges, left to right.
  ///
  /// Tests use it to ask where something is highlighted without comparing every cell.
  func columns(ofRow row: Int, withStyle style: CellStyle) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for column in 0...columns {
      let matches = column < columns && self[row: row, column: column].style == style
      if matches, start == nil { start = column }
      if !matches, let first = start {
        ranges.append(first..<column)
        start = nil
      }
    }
    return ranges
  }
}
