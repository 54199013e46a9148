/// The size of a terminal, in columns and lines.
///
/// ```swift
/// TerminalSize(parsing: "80x24")  // 80 columns, 24 lines
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, in columns.
  public var columns: Int
  /// The height, in lines.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size written as `COLUMNSxROWS`, such as `80x24`, or `nil` when `text` is not one.
  ///
  /// Both numbers must be positive and at most 10,000.
  public init?(parsing text: some StringProtocol) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...10_000).contains(columns), (1...10_000).contains(rows)
    else { return nil }
    self.init(columns: columns, rows: rows)
  }

  /// The size as `COLUMNS×ROWS`, as messages show it.
  public var description: String { "\(columns)×\(rows)" }

  /// Whether this size is at least `other` in both directions.
  public func covers(_ other: TerminalSize) -> Bool {
    columns >= other.columns && rows >= other.rows
  }
}
