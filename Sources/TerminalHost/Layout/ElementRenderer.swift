import Flows

/// Draws one element as the lines it takes on screen.
///
/// Every element starts with a two-column gutter that holds "›" when it has focus, so focus
/// shows even without colours or in a plain-text capture. The element itself uses the
/// rest of the width: texts wrap, a row puts its detail at the right edge, a text field
/// keeps the end of its text and the cursor in view.
enum ElementRenderer {
  /// The columns before an element's content, for the focus marker.
  static let gutter = 2

  /// The lines showing `element`, `width` columns wide.
  ///
  /// - Parameters:
  ///   - element: What to draw.
  ///   - width: The columns available, gutter included.
  ///   - isFocused: Whether the element has focus.
  static func render(_ element: ElementSnapshot, width: Int, isFocused: Bool) -> Grid {
    let inner = max(1, width - gutter)
    var lines: Grid
    switch element.shown {
    case .text(let string):
      lines = paragraph(string, width: inner, style: style(of: element.textStyle))
    case .button(let label):
      lines = line("[ " + label.clipped(toWidth: inner - 4) + " ]", width: inner, isFocused)
    case .toggle(let label, let isOn):
      lines = line((isOn ? "[x] " : "[ ] ") + label, width: inner, isFocused)
    case .choice(let label, let options, let selected):
      lines = choice(label, options: options, selected: selected, width: inner, isFocused)
    case .row(let title, let detail):
      lines = row(title, detail: detail, width: inner, isFocused)
    case .textField(let label, let text):
      lines = textField(
        label, text: text, cursor: element.cursor, element.placeholder, width: inner, isFocused)
    case .loading:
      lines = paragraph("Loading…", width: inner, style: .secondary)
    case .empty(let message):
      lines = paragraph(message, width: inner, style: .secondary, maximumLines: messageLines)
    case .failed(let message, let canRetry):
      lines = failure(message, canRetry: canRetry, width: inner, isFocused)
    }
    var block = Grid(columns: width, rows: lines.rows)
    if isFocused {
      // The gutter of the last line: the line that acts, such as a failure's retry button.
      block.write("›", row: lines.rows - 1, column: 0, style: .selected)
    }
    block.draw(lines, row: 0, column: gutter)
    return block
  }

  /// The option of a choice drawn at `column` of its content (after the gutter), as
  /// ``render(_:width:isFocused:)`` draws it: a click there chooses it.
  static func choiceOption(atColumn column: Int, label: String, options: [String]) -> Int? {
    var start = (label + ":").displayWidth
    for index in options.indices {
      start += 2
      let end = start + ("( ) " + options[index]).displayWidth
      if (start..<end).contains(column) { return index }
      start = end
    }
    return nil
  }

  /// Where a click at `column` of a text field's content (after the gutter) puts the
  /// cursor in `text`, as the field is drawn `width` columns wide (its gutter included)
  /// with the cursor at `cursor`, or without one (`nil`: not focused); `nil` for a click
  /// on its label.
  static func textFieldCursor(
    atColumn column: Int, label: String, text: String, cursor: Int?, width: Int
  ) -> Int? {
    let inner = max(1, width - gutter)
    let start = (label + ": ").clipped(toWidth: inner / 2).displayWidth
    let field = inner - start - 2
    guard field > 0, column > start else { return nil }
    let characters = Array(text)
    let window = FieldWindow(characters, cursor: cursor, width: field)
    return window.cursor(atColumn: column - start - 1, in: characters)
  }

  private static func style(of textStyle: Page.TextStyle) -> CellStyle {
    switch textStyle {
    case .title: .heading
    case .body: .plain
    case .caption: .secondary
    }
  }

  /// The most lines a status message takes: a longer one, such as "no match" for a huge
  /// pasted query, is cut with "…" rather than fill the screen.
  static let messageLines = 3

  private static func paragraph(
    _ text: String, width: Int, style: CellStyle, maximumLines: Int = .max
  ) -> Grid {
    var wrapped = text.wrapped(toWidth: width, maximumLines: maximumLines)
    if wrapped.count > maximumLines {
      wrapped = Array(wrapped.prefix(maximumLines))
      wrapped[maximumLines - 1] = (wrapped[maximumLines - 1] + "…").clipped(toWidth: width)
    }
    var grid = Grid(columns: width, rows: wrapped.count)
    for (index, line) in wrapped.enumerated() {
      grid.write(line, row: index, column: 0, style: style)
    }
    return grid
  }

  private static func line(_ text: String, width: Int, _ isFocused: Bool) -> Grid {
    var grid = Grid(columns: width, rows: 1)
    grid.write(
      text.clipped(toWidth: width), row: 0, column: 0, style: isFocused ? .focused : .plain)
    return grid
  }

  private static func choice(
    _ label: String, options: [String], selected: Int, width: Int, _ isFocused: Bool
  ) -> Grid {
    var grid = Grid(columns: width, rows: 1)
    var column = grid.write(label + ":", row: 0, column: 0, style: isFocused ? .focused : .plain)
    for (index, option) in options.enumerated() {
      let isSelected = index == selected
      column = grid.write("  ", row: 0, column: column)
      column = grid.write(
        (isSelected ? "(•) " : "( ) ") + option, row: 0, column: column,
        style: isSelected ? .selected : .plain)
    }
    return grid
  }

  private static func row(_ title: String, detail: String?, width: Int, _ isFocused: Bool) -> Grid {
    var grid = Grid(columns: width, rows: 1, style: isFocused ? .focused : .plain)
    let detail = (detail ?? "").clipped(toWidth: width / 3)
    let detailWidth = detail.displayWidth
    let titleWidth = width - (detailWidth > 0 ? detailWidth + 2 : 0)
    grid.write(
      title.clipped(toWidth: titleWidth), row: 0, column: 0, style: isFocused ? .focused : .plain)
    grid.write(
      detail, row: 0, column: width - detailWidth, style: isFocused ? .focused : .secondary)
    return grid
  }

  private static func textField(
    _ label: String, text: String, cursor: Int?, _ placeholder: String, width: Int,
    _ isFocused: Bool
  ) -> Grid {
    var grid = Grid(columns: width, rows: 1)
    let shownLabel = (label + ": ").clipped(toWidth: width / 2)
    let start = grid.write(shownLabel, row: 0, column: 0, style: isFocused ? .focused : .plain)
    let field = width - start - 2
    guard field > 0 else { return grid }
    grid.write("[", row: 0, column: start, style: .selected)
    grid.write("]", row: 0, column: start + field + 1, style: .selected)
    if text.isEmpty, !isFocused {
      grid.write(placeholder.clipped(toWidth: field), row: 0, column: start + 1, style: .secondary)
      return grid
    }
    // Editing, the cursor stays in view; otherwise the end of the text shows.
    let characters = Array(text)
    let window = FieldWindow(
      characters, cursor: isFocused ? (cursor ?? characters.count) : nil, width: field)
    grid.write(window.shown, row: 0, column: start + 1)
    if let column = window.cursorColumn {
      let index = window.shown.prefix(fittingWidth: column).count
      let shown = Array(window.shown).dropFirst(index).first.map(String.init) ?? " "
      grid.write(shown, row: 0, column: start + 1 + column, style: .cursor, width: field - column)
    }
    return grid
  }

  private static func failure(
    _ message: String, canRetry: Bool, width: Int, _ isFocused: Bool
  ) -> Grid {
    let text = paragraph(
      "✗ " + message, width: width, style: .failure, maximumLines: messageLines)
    var grid = Grid(columns: width, rows: text.rows + (canRetry ? 1 : 0))
    grid.draw(text, row: 0, column: 0)
    if canRetry { grid.draw(line("[ retry ]", width: width, isFocused), row: text.rows, column: 0) }
    return grid
  }
}
