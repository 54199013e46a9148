/// The looks the layout uses, named for what they show.
extension CellStyle {
  /// The title bar and the status line.
  static let bar = CellStyle(role: .chrome)
  /// The title in the title bar.
  static let barTitle = CellStyle(role: .chrome, isBold: true)
  /// A heading on a page.
  static let heading = CellStyle(isBold: true)
  /// Hints, details, placeholders, the breadcrumb and scroll indicators.
  static let secondary = CellStyle(role: .muted)
  /// The element with focus, or the selected row: highlighted across its width.
  static let focused = CellStyle(role: .accent, isBold: true, isReversed: true)
  /// The option a choice has selected, and a text field's frame.
  static let selected = CellStyle(role: .accent, isBold: true)
  /// A failure's message, and a destructive dialog action.
  static let failure = CellStyle(role: .error, isBold: true)
  /// The frame of a dialog or a modal page.
  static let frame = CellStyle(role: .accent)
  /// The cursor of the text field being edited.
  static let cursor = CellStyle(isReversed: true)
}
