/// The part of a text field's text that shows between its brackets: all of it when it
/// fits, otherwise a window onto it, cut with "…" at the side or sides it runs on, that
/// keeps the cursor in view — the field scrolls sideways as the cursor moves.
///
/// ```swift
/// FieldWindow(Array("a long query"), cursor: 12, width: 8)  // "…query" + the cursor
/// FieldWindow(Array("a long query"), cursor: 0, width: 8)   // "a long…", cursor on "a"
/// ```
struct FieldWindow: Equatable {
  /// What to draw, at most the width given.
  var shown: String
  /// The column in ``shown`` of the cursor, which takes the character there (or a blank
  /// after the end); `nil` when the field is not being edited.
  var cursorColumn: Int?
  /// The index of the first character shown, after the "…" that cuts the start.
  var firstShown = 0

  /// The window onto `characters` `width` columns wide, with the cursor before character
  /// `cursor`; without a cursor, the end of the text shows.
  init(_ characters: [Character], cursor: Int?, width: Int) {
    guard width > 0 else {
      self.init(shown: "", cursorColumn: nil, width: 1)
      return
    }
    let text = String(characters)
    guard let cursor = cursor.map({ min(max(0, $0), characters.count) }) else {
      guard text.displayWidth > width else {
        self.init(shown: text, cursorColumn: nil, width: width)
        return
      }
      let tail = Self.tail(characters[...], fitting: width - 1)
      self.init(shown: "…" + tail, cursorColumn: nil, width: width)
      firstShown = characters.count - tail.count
      return
    }
    let before = characters[..<cursor]
    let after = characters[cursor...]
    let beforeWidth = String(before).displayWidth
    let cursorWidth = after.first.map { max(1, $0.displayWidth) } ?? 1
    let needed = text.displayWidth + (after.isEmpty ? 1 : 0)
    if needed <= width {
      self.init(shown: text, cursorColumn: beforeWidth, width: width)
    } else if beforeWidth + cursorWidth <= width - 1 {
      // The start shows, cut on the right.
      let rest = String(after).prefix(fittingWidth: width - 1 - beforeWidth)
      self.init(shown: String(before) + rest + "…", cursorColumn: beforeWidth, width: width)
    } else {
      // The cursor near the right edge, what is before it cut on the left.
      let reserve = after.count > 1 ? 1 : 0
      let tail = Self.tail(before, fitting: max(0, width - 1 - reserve - cursorWidth))
      let left = "…" + tail
      let column = left.displayWidth
      var right = String(after).prefix(fittingWidth: width - column)
      if right.count < after.count, right.count > 1 {
        right = String(after).prefix(fittingWidth: width - column - 1) + "…"
      }
      self.init(
        shown: (left + right).prefix(fittingWidth: width), cursorColumn: column, width: width)
      firstShown = cursor - tail.count
    }
  }

  /// Where a click at `column` of the window puts the cursor in `characters`, the text
  /// the window shows: before the character clicked, or after the last one for a click
  /// past the end. A click on a "…" goes to the first or last character shown.
  func cursor(atColumn column: Int, in characters: [Character]) -> Int {
    var index = firstShown
    var used = firstShown > 0 ? 1 : 0
    while index < characters.count {
      let characterWidth = max(1, characters[index].displayWidth)
      if used + characterWidth > column { return index }
      used += characterWidth
      index += 1
    }
    return characters.count
  }

  private init(shown: String, cursorColumn: Int?, width: Int) {
    self.shown = shown
    // A field narrower than a wide character still shows where the cursor is.
    self.cursorColumn = cursorColumn.map { max(0, min($0, width - 1)) }
  }

  /// The longest end of `characters` that takes at most `width` columns.
  private static func tail(_ characters: ArraySlice<Character>, fitting width: Int) -> String {
    var used = 0
    var start = characters.endIndex
    while start > characters.startIndex {
      let characterWidth = characters[start - 1].displayWidth
      if used + characterWidth > width { break }
      used += characterWidth
      start -= 1
    }
    return String(characters[start...])
  }
}
