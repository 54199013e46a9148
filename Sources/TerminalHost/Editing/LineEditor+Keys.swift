extension LineEditor {
  /// Edits the line as `key` asks, as a shell's line editor does; `false` for a key that
  /// does not edit a line, such as Up or Enter.
  ///
  /// Left/Right, Home/End and Ctrl-A/Ctrl-E, Ctrl-B/Ctrl-F, and by a word Alt-B/Alt-F,
  /// Ctrl-Left/Ctrl-Right and Alt-Left/Alt-Right move the cursor;
  /// Backspace and Delete (and Ctrl-D) delete a character; Ctrl-W deletes back to
  /// whitespace and Alt-Backspace back to the start of a word, Alt-D the word after;
  /// Ctrl-U and Ctrl-K delete to the start and to the end; a character or a paste is
  /// inserted.
  mutating func edit(with key: Key) -> Bool {
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let text): insert(text)
    case .left, .control("b"): moveLeft()
    case .right, .control("f"): moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    case .alt(.character("b")), .controlLeft, .alt(.left): moveWordLeft()
    case .alt(.character("f")), .controlRight, .alt(.right): moveWordRight()
    case .backspace: deleteBackward()
    case .delete, .control("d"): deleteForward()
    case .control("w"): deleteBackToWhitespace()
    case .alt(.backspace): deleteWordBackward()
    case .alt(.character("d")): deleteWordForward()
    case .control("u"): deleteToStart()
    case .control("k"): deleteToEnd()
    default: return false
    }
    return true
  }
}
