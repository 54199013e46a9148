/// A line of text being edited and the cursor in it, with a shell's line-editing
/// operations as pure functions of the two.
///
/// The text is a list of characters (grapheme clusters), and the cursor an index in it,
/// from 0 (before the first) to the count (after the last): a cursor never splits an
/// accented letter, a flag or a wide character.
///
/// ```swift
/// var line = LineEditor(text: "alha")
/// line.moveLeft()
/// line.insert("p")
/// line.text  // "alpha"
/// ```
struct LineEditor: Hashable, Sendable {
  /// The characters of the line.
  private(set) var characters: [Character]
  /// Where the cursor is: the number of characters before it.
  private(set) var cursor: Int

  /// A line holding `text`, the cursor at its end or at `cursor`, kept within the text.
  init(text: String, cursor: Int? = nil) {
    characters = Array(text)
    self.cursor = min(max(0, cursor ?? characters.count), characters.count)
  }

  /// The line's text.
  var text: String { String(characters) }

  /// Inserts `string` at the cursor and moves the cursor after it. Line breaks and tabs
  /// become spaces and other control characters are dropped: a line is one line.
  mutating func insert(_ string: String) {
    let inserted = Self.oneLine(string)
    guard !inserted.isEmpty else { return }
    let before = String(characters[..<cursor]) + inserted
    let after = String(characters[cursor...])
    let beforeCount = before.count
    characters = Array(before + after)
    // A combining mark at the start of what follows joins the last character inserted.
    cursor = min(beforeCount, characters.count)
  }

  /// Moves the cursor one character left.
  mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right.
  mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

  /// Moves the cursor to the start of the line.
  mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor to the end of the line.
  mutating func moveToEnd() { cursor = characters.count }

  /// Moves the cursor to the start of the word before it (Alt-B).
  mutating func moveWordLeft() { cursor = wordStart(before: cursor, isWord: Self.isWordCharacter) }

  /// Moves the cursor to the end of the word after it (Alt-F).
  mutating func moveWordRight() {
    var index = cursor
    while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
    cursor = index
  }

  /// Deletes the character before the cursor (Backspace).
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the character under the cursor (Delete).
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Deletes back to the start of the word before the cursor, its letters and digits
  /// (Alt-Backspace).
  mutating func deleteWordBackward() {
    deleteBack(to: wordStart(before: cursor, isWord: Self.isWordCharacter))
  }

  /// Deletes back to the whitespace before the cursor, as a shell's Ctrl-W does.
  mutating func deleteBackToWhitespace() {
    deleteBack(to: wordStart(before: cursor) { !$0.isWhitespace })
  }

  /// Deletes the word after the cursor (Alt-D).
  mutating func deleteWordForward() {
    let start = cursor
    moveWordRight()
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  mutating func deleteToStart() { deleteBack(to: 0) }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  mutating func deleteToEnd() { characters.removeSubrange(cursor...) }

  private mutating func deleteBack(to start: Int) {
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// The index where the run of `isWord` characters before `index` starts, after
  /// skipping what is not a word just before it.
  private func wordStart(before index: Int, isWord: (Character) -> Bool) -> Int {
    var index = index
    while index > 0, !isWord(characters[index - 1]) { index -= 1 }
    while index > 0, isWord(characters[index - 1]) { index -= 1 }
    return index
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private static func oneLine(_ string: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
    for scalar in string.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        result.unicodeScalars.append(" ")
      } else if !scalar.properties.generalCategory.isControl {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControl: Bool { self == .control }
}
