import Flows

/// Draws a dialog — an alert, or the host asking before it quits — as a framed box in the
/// middle of the screen.
///
/// ```text
/// ┌──────────────────────────────────┐
/// │            Thank you             │
/// │                                  │
/// │ We are glad you liked the movie. │
/// │                                  │
/// │              [ OK ]              │
/// └──────────────────────────────────┘
/// ```
///
/// The focused action is bracketed and highlighted; the others are plain words, and a
/// destructive one is in the error colour.
enum DialogLayout {
  /// The widest a dialog's text gets, so its lines stay easy to read on a wide screen.
  static let readableWidth = 56
  /// The fewest columns of the page left showing on each side of a dialog: the focus
  /// gutter (3), four characters of text and the blank column beside the box. Fewer show
  /// only the gutter and a letter or two, which read as part of the box (`›  └`, `t │`).
  static let fullWidthMargin = 8

  /// Draws `dialog` centred on `grid`.
  ///
  /// - Returns: Where each of its actions is drawn, in order, for a click to choose it.
  @discardableResult
  static func draw(_ dialog: DialogScene, on grid: inout Grid) -> [ScreenArea] {
    let available = min(readableWidth, grid.columns - 4)
    guard available >= 8, grid.rows >= 5 else { return [] }
    let labels = dialog.actions.map { "[ \($0.label) ]" }
    let actionsWidth = labels.map(\.displayWidth).reduce(0, +) + 2 * (labels.count - 1)
    let message = dialog.message.isEmpty ? [] : dialog.message.wrapped(toWidth: available)
    let widest = ([dialog.title.displayWidth, actionsWidth] + message.map(\.displayWidth)).max()!
    var inner = min(available, max(24, widest))
    // Slivers of the page beside the box read as part of it (`│d`, `›└`): on a screen
    // that would leave fewer than `fullWidthMargin` columns a side, the box takes the width.
    if (grid.columns - inner - 4) / 2 < fullWidthMargin { inner = grid.columns - 4 }
    let height = min(grid.rows, 4 + (message.isEmpty ? 1 : message.count + 2))
    let width = inner + 4
    let top = (grid.rows - height) / 2
    let left = (grid.columns - width) / 2
    // A blank column each side keeps the page's text from touching the frame.
    let margin = max(0, left - 1)..<min(grid.columns, left + width + 1)
    for row in top..<(top + height) { grid.fill(row: row, columns: margin, style: .plain) }
    grid.drawBox(
      rows: top..<(top + height), columns: left..<(left + width), style: .frame, title: nil)
    var line = top + 1
    centre(
      dialog.title.clipped(toWidth: inner), row: line, left: left, width: width, .heading, &grid)
    line += 2
    // Lines the screen has no room for are cut; the actions always show.
    for text in message.prefix(max(0, height - 6)) {
      grid.write(text, row: line, column: left + 2)
      line += 1
    }
    if !message.isEmpty { line += 1 }
    return drawActions(
      dialog, labels: labels, row: top + height - 2, left: left, width: width, &grid)
  }

  private static func drawActions(
    _ dialog: DialogScene, labels: [String], row: Int, left: Int, width: Int, _ grid: inout Grid
  ) -> [ScreenArea] {
    let total = labels.map(\.displayWidth).reduce(0, +) + 2 * (labels.count - 1)
    var column = left + max(2, (width - total) / 2)
    var areas: [ScreenArea] = []
    for (index, action) in dialog.actions.enumerated() {
      let isFocused = index == dialog.focus
      let text = isFocused ? labels[index] : "  \(action.label)  "
      let style: CellStyle =
        isFocused ? .focused : action.role == .destructive ? .failure : .plain
      let start = column
      column = grid.write(
        text, row: row, column: column, style: style, width: left + width - 2 - column)
      areas.append(ScreenArea(row: row, columns: start..<column))
      column += 2
    }
    return areas
  }

  private static func centre(
    _ text: String, row: Int, left: Int, width: Int, _ style: CellStyle, _ grid: inout Grid
  ) {
    grid.write(text, row: row, column: left + (width - text.displayWidth) / 2, style: style)
  }
}
