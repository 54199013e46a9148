/// One column of one line of a ``Grid``: a character and how it looks.
///
/// A wide character, such as "漢" or "😀", takes two columns: its cell holds the character
/// and the cell to its right is a ``Content/continuation``, which shows nothing of its own.
public struct Cell: Hashable, Sendable {
  /// What a cell shows.
  public enum Content: Hashable, Sendable {
    /// A character starting in this column; never a control character.
    case character(Character)
    /// The right half of the wide character in the column to the left.
    case continuation
  }

  /// What the cell shows.
  public var content: Content
  /// How the cell looks.
  public var style: CellStyle

  /// Creates a cell.
  public init(_ content: Content, style: CellStyle = .plain) {
    self.content = content
    self.style = style
  }

  /// An empty cell in the given style.
  ///
  /// - Parameter style: How the empty cell looks, say a reversed title bar.
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(.character(" "), style: style)
  }

  /// The columns the cell's content takes: 1 or 2 for a character, 0 for a continuation.
  public var width: Int {
    switch content {
    case .character(let character): max(1, character.displayWidth)
    case .continuation: 0
    }
  }
}
