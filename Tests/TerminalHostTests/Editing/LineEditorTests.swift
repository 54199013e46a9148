import Testing

@testable import TerminalHost

@Suite struct LineEditorTests {
  /// A line with the cursor where `|` is.
  private func line(_ marked: String) -> LineEditor {
    let parts = marked.split(separator: "|", omittingEmptySubsequences: false)
    return LineEditor(text: parts.joined(), cursor: parts[0].count)
  }

  /// The line written with `|` at the cursor.
  private func marked(_ line: LineEditor) -> String {
    String(line.characters[..<line.cursor]) + "|" + String(line.characters[line.cursor...])
  }

  private func edited(_ start: String, _ keys: Key...) -> String {
    var editor = line(start)
    for key in keys { _ = editor.edit(with: key) }
    return marked(editor)
  }

  @Test func aNewLineHasItsCursorAtTheEnd() {
    #expect(marked(LineEditor(text: "abc")) == "abc|")
    #expect(marked(LineEditor(text: "abc", cursor: 99)) == "abc|")
    #expect(marked(LineEditor(text: "abc", cursor: -4)) == "|abc")
  }

  @Test func typingInsertsAtTheCursor() {
    // The case: "alha", Left, Left, "p" gave "alhap".
    #expect(edited("alha|", .left, .left, .character("p")) == "alp|ha")
  }

  @Test(arguments: [
    ("ab|c", Key.left, "a|bc"), ("|abc", .left, "|abc"), ("ab|c", .right, "abc|"),
    ("abc|", .right, "abc|"), ("ab|c", .home, "|abc"), ("a|bc", .end, "abc|"),
    ("ab|c", .control("a"), "|abc"), ("a|bc", .control("e"), "abc|"),
    ("ab|c", .control("b"), "a|bc"), ("a|bc", .control("f"), "ab|c"),
    ("ab|c", .backspace, "a|c"), ("|abc", .backspace, "|abc"),
    ("ab|c", .delete, "ab|"), ("abc|", .delete, "abc|"), ("a|bc", .control("d"), "a|c"),
    ("one two|", .control("u"), "|"), ("one |two", .control("u"), "|two"),
    ("one |two", .control("k"), "one |"), ("|", .control("k"), "|"), ("|", .control("u"), "|"),
  ])
  func keysMoveAndDeleteAtTheCursor(start: String, key: Key, result: String) {
    #expect(edited(start, key) == result)
  }

  @Test(arguments: [
    ("foo-bar baz|", Key.control("w"), "foo-bar |"),
    ("foo-bar  |", .control("w"), "|"),
    ("foo-bar|", .alt(.backspace), "foo-|"),
    ("foo-bar  |", .alt(.backspace), "foo-|"),
    ("|foo", .alt(.backspace), "|foo"),
    ("foo bar|", .alt(.character("b")), "foo |bar"),
    ("foo bar |", .alt(.character("b")), "foo |bar "),
    ("|", .alt(.character("b")), "|"),
    ("|foo bar", .alt(.character("f")), "foo| bar"),
    ("foo| bar", .alt(.character("f")), "foo bar|"),
    ("foo |bar baz", .alt(.character("d")), "foo | baz"),
    ("née_2 x|", .alt(.character("b")), "née_2 |x"),
  ])
  func wordKeysStopAtWordEdges(start: String, key: Key, result: String) {
    #expect(edited(start, key) == result)
  }

  @Test(arguments: [Key.controlLeft, .alt(.left)])
  func ctrlAndAltLeftJumpAWordBackAsAltBDoes(key: Key) {
    #expect(edited("foo bar|", key) == "foo |bar")
    #expect(edited("foo bar |", key) == "foo |bar ")
    #expect(edited("née_2 x|", key, key) == "|née_2 x")
    #expect(edited("|", key) == "|")
  }

  @Test(arguments: [Key.controlRight, .alt(.right)])
  func ctrlAndAltRightJumpAWordOnAsAltFDoes(key: Key) {
    #expect(edited("|foo bar", key) == "foo| bar")
    #expect(edited("foo| bar", key) == "foo bar|")
    #expect(edited("foo bar|", key) == "foo bar|")
  }

  @Test func theCursorMovesByWholeCharacters() {
    // A flag, a family and an accented letter written with a combining mark: one each.
    let text = "a🇳🇴👨‍👩‍👧e\u{301}漢|"
    #expect(edited(text, .left, .left, .left) == "a🇳🇴|👨‍👩‍👧e\u{301}漢")
    #expect(edited(text, .backspace, .backspace) == "a🇳🇴👨‍👩‍👧|")
    #expect(edited(text, .home, .delete, .delete) == "|👨‍👩‍👧e\u{301}漢")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    #expect(edited("|x", .character("e"), .character("\u{301}")) == "e\u{301}|x")
    #expect(edited("e\u{301}|x", .backspace) == "|x")
  }

  @Test func aPasteIsOneInsertionOnOneLine() {
    #expect(edited("a|z", .paste("one\ntwo\tthree\r\u{7}")) == "aone two three |z")
  }

  @Test func keysThatDoNotEditALineAreNotUsed() {
    var editor = LineEditor(text: "abc")
    for key: Key in [.up, .down, .enter, .escape, .tab, .pageDown, .control("z"), .resize] {
      let used = editor.edit(with: key)
      #expect(!used, "\(key)")
    }
    #expect(marked(editor) == "abc|")
  }

  @Test func aHugePasteIsClearedByOneCtrlU() {
    let text = String(repeating: "lorem ipsum ", count: 2_000)
    var editor = LineEditor(text: "")
    _ = editor.edit(with: .paste(text))
    #expect(editor.text.count == 24_000)
    _ = editor.edit(with: .control("u"))
    #expect(editor.text.isEmpty)
    #expect(editor.cursor == 0)
  }
}
