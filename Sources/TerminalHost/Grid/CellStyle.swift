/// How a cell of a ``Grid`` looks: a colour role and a few attributes.
///
/// A style names what the cell is for, not which colour it has: the terminal layer maps
/// each ``Role`` to colours when the terminal has them, and falls back on the attributes
/// alone when it has not, so every style stays readable in monochrome.
///
/// ```swift
/// let focused = CellStyle(role: .accent, isReversed: true)
/// ```
public struct CellStyle: Hashable, Sendable {
  /// What a cell is for, which decides its colours.
  public enum Role: Hashable, Sendable, CaseIterable {
    /// Ordinary content, in the terminal's own colours.
    case plain
    /// The title bar and the status line.
    case chrome
    /// What the user acts on: the focused element, a selection, a dialog's frame.
    case accent
    /// A failure or a destructive choice.
    case error
    /// Secondary text: hints, details, placeholders.
    case muted
  }

  /// What the cell is for.
  public var role: Role
  /// Whether the text is bold.
  public var isBold: Bool
  /// Whether foreground and background are swapped, as for a selected row.
  public var isReversed: Bool
  /// Whether the text is dimmed.
  public var isDim: Bool

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - role: What the cell is for; ``Role/plain`` by default.
  ///   - isBold: Whether the text is bold.
  ///   - isReversed: Whether foreground and background are swapped.
  ///   - isDim: Whether the text is dimmed.
  public init(
    role: Role = .plain, isBold: Bool = false, isReversed: Bool = false, isDim: Bool = false
  ) {
    self.role = role
    self.isBold = isBold
    self.isReversed = isReversed
    self.isDim = isDim
  }

  /// The terminal's ordinary look.
  public static let plain = CellStyle()
}
