import CNCurses
import Testing

@_spi(Curses) @testable import TerminalHost

@Suite struct KeyDecoderTests {
  /// The keys for `codes`, read as one batch: what is held back is given at its end.
  private func keys(_ codes: [Int32]) -> [Key] {
    var decoder = KeyDecoder()
    return codes.flatMap { decoder.keys(forCursesCode: $0) } + decoder.keysAtPause()
  }

  private func bytes(_ text: String) -> [Int32] {
    text.utf8.map(Int32.init)
  }

  @Test func utf8TextArrivesAsItsCharacters() {
    #expect(keys(bytes("aé☃😀")) == "aé☃😀".map(Key.character))
  }

  @Test func combiningMarksArriveAsKeysOfTheirOwn() {
    #expect(keys(bytes("e\u{301}")) == [.character("e"), .character("\u{301}")])
  }

  @Test func controlBytesAreTheirKeysOrNothing() {
    #expect(
      keys([0x0D, 0x09, 0x7F, 0x03, 0x01, 0x1C, 0x1B])
        == [.enter, .tab, .backspace, .interrupt, .control("a"), .escape])
  }

  @Test func functionKeysAreDecoded() {
    #expect(keys([KEY_UP, KEY_NPAGE, KEY_RESIZE, KEY_F0 + 1]) == [.up, .pageDown, .resize])
  }

  @Test func xtermsModifiedArrowsAreCtrlAndAltLeftAndRight() {
    #expect(
      keys(bytes("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;3Cx"))
        == [.controlLeft, .controlRight, .alt(.left), .alt(.right), .character("x")])
  }

  @Test func otherModifiedArrowsAreDroppedNotTyped() {
    // Shift-Left, Ctrl-Shift-Right: no key of the host's.
    #expect(keys(bytes("\u{1B}[1;2D\u{1B}[1;6Cx")) == [.character("x")])
  }

  @Test func theCodesNcursesGivesExtendedCapabilitiesAreTheirKeys() {
    let extended: [Int32: Key] = [KEY_MAX + 7: .controlLeft, KEY_MAX + 9: .alt(.right)]
    var decoder = KeyDecoder(extendedKeys: extended)
    #expect(decoder.keys(forCursesCode: KEY_MAX + 7) == [.controlLeft])
    #expect(decoder.keys(forCursesCode: KEY_MAX + 9) == [.alt(.right)])
    #expect(decoder.keys(forCursesCode: KEY_MAX + 8) == [])
    // Without them, the codes are keys the host does not know.
    #expect(keys([KEY_MAX + 7, KEY_MAX + 9]) == [])
  }

  @Test func anExtendedKeyCutsShortACharacterBegun() {
    var decoder = KeyDecoder(extendedKeys: [KEY_MAX + 1: .controlRight])
    let codes: [Int32] = [0xC4, KEY_MAX + 1, 0x80]
    #expect(codes.flatMap { decoder.keys(forCursesCode: $0) } == [.controlRight])
  }

  @Test func aCharacterSplitBetweenReadsArrivesWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(forCursesCode: 0xE2) == [])
    #expect(decoder.keys(forCursesCode: 0x98) == [])
    #expect(decoder.keys(forCursesCode: 0x83) == [.character("☃")])
  }

  // Found by the KeyDecoding fuzzer: with wget_wch, a lead byte cut short by an arrow key
  // was an error that left the keys after it unread until the next key press.
  @Test func aCharacterCutShortByAFunctionKeyIsDroppedAndTheKeysAfterItArrive() {
    #expect(keys([0xC4, KEY_LEFT, KEY_HOME, KEY_END]) == [.left, .home, .end])
  }

  @Test func invalidBytesAreDroppedAndTheTextAfterThemArrives() {
    // A stray continuation byte, a lead byte cut short by ASCII, an overlong encoding, a
    // surrogate and bytes that are never UTF-8.
    let invalid: [Int32] = [0x80, 0xC4, 0x61, 0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80, 0xC0, 0xFF]
    #expect(keys(invalid + bytes("q")) == [.character("a"), .character("q")])
  }

  @Test func escapeAndALetterTheTextFieldsUseAreAnAltKey() {
    #expect(
      keys(bytes("\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}")) == [
        .alt(.character("b")), .alt(.character("f")), .alt(.character("d")), .alt(.backspace),
      ])
  }

  // Terminfo lists DEL as Backspace (kbs=^?) for xterm, tmux and screen, so ncurses
  // decodes Alt-Backspace's DEL into KEY_BACKSPACE; it was read as Escape then Backspace.
  @Test func escapeAndTheBackspaceNcursesDecodedAreAltBackspace() {
    #expect(keys([0x1B, KEY_BACKSPACE, 0x61]) == [.alt(.backspace), .character("a")])
  }

  // Under TERM=rxvt-unicode, whose Left is `ESC [D` (kcub1), ncurses reads urxvt's Alt-Left
  // `ESC ESC [D` as Escape and KEY_LEFT; it was Escape then Left.
  @Test func escapeAndTheArrowNcursesDecodedAreAltLeftAndRight() {
    #expect(keys([0x1B, KEY_LEFT, 0x1B, KEY_RIGHT]) == [.alt(.left), .alt(.right)])
    #expect(keys([0x1B, KEY_UP]) == [.escape, .up])
  }

  @Test func escapeAndAnyOtherKeyAreEscapeThenTheKey() {
    #expect(keys(bytes("\u{1B}q\u{1B}é")) == [.escape, .character("q"), .escape, .character("é")])
    #expect(keys(bytes("\u{1B}\u{1B}")) == [.escape, .escape])
    #expect(keys([0x1B, KEY_DOWN]) == [.escape, .down])
  }

  @Test func rxvtsCtrlArrowsAreCtrlLeftAndRight() {
    // rxvt and urxvt send `ESC O d` and `ESC O c`, where xterm sends `ESC [1;5D` and
    // `ESC [1;5C`; terminfo lists them only for rxvt's own terminal types.
    #expect(
      keys(bytes("\u{1B}Od\u{1B}Ocx")) == [.controlLeft, .controlRight, .character("x")])
  }

  @Test func rxvtsAltArrowsAreAltLeftAndRight() {
    // rxvt and urxvt send Alt with a key as Escape and the key, arrows included.
    #expect(
      keys(bytes("\u{1B}\u{1B}[D\u{1B}\u{1B}[Cx"))
        == [.alt(.left), .alt(.right), .character("x")])
  }

  @Test func twoEscapesBeforeAnyOtherSequenceAreEscapeThenItsKey() {
    #expect(
      keys(bytes("\u{1B}\u{1B}[A\u{1B}\u{1B}OD\u{1B}\u{1B}\u{1B}[C"))
        == [.escape, .up, .escape, .left, .escape, .alt(.right)])
    #expect(keys(bytes("\u{1B}\u{1B}q")) == [.escape, .escape, .character("q")])
    #expect(keys(bytes("\u{1B}\u{1B}[")) == [.escape, .escape, .character("[")])
    #expect(keys([0x1B, 0x1B, KEY_DOWN]) == [.escape, .escape, .down])
  }

  @Test func anEscapeAloneIsKnownOnlyWhenTheInputPauses() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(forCursesCode: 0x1B) == [])
    #expect(decoder.keysAtPause() == [.escape])
    #expect(decoder.keysAtPause() == [])
  }

  @Test(arguments: [
    ("[3~", Key.delete), ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
    ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end), ("[5~", .pageUp),
    ("[6~", .pageDown), ("[Z", .backTab), ("OA", .up), ("[D", .left),
  ])
  func escapeSequencesTerminfoMayNotListAreDecoded(sequence: String, key: Key) {
    #expect(keys(bytes("\u{1B}" + sequence + "x")) == [key, .character("x")])
  }

  @Test func anUnknownEscapeSequenceIsDroppedWhole() {
    #expect(keys(bytes("\u{1B}[99;5Xa\u{1B}[2~b")) == [.character("a"), .character("b")])
  }

  @Test func anEscapeSequenceCutShortIsEscapeAndWhatItTyped() {
    #expect(keys(bytes("\u{1B}[1")) == [.escape, .character("["), .character("1")])
  }

  @Test func aBracketedPasteArrivesAsOneKeyWithItsTextWhole() {
    let pasted = "snow man\r☃ é\u{1B}x 😀"
    #expect(
      keys(bytes("a\u{1B}[200~" + pasted + "\u{1B}[201~b"))
        == [.character("a"), .paste("snow man\r☃ éx 😀"), .character("b")])
  }

  @Test func aPasteSplitBetweenReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    let first = (bytes("\u{1B}[200~abc") + [0xE2]).flatMap { decoder.keys(forCursesCode: $0) }
    #expect(first == [])
    #expect(decoder.keysAtPause() == [])
    #expect(decoder.isInsidePaste)
    let rest = ([0x98, 0x83] + bytes("\u{1B}[201")).flatMap { decoder.keys(forCursesCode: $0) }
    #expect(rest == [])
    #expect(decoder.keys(forCursesCode: Int32(UInt8(ascii: "~"))) == [.paste("abc☃")])
    #expect(!decoder.isInsidePaste)
  }

  @Test func aPasteWhoseEndNeverComesEndsWithWhatItHeld() {
    var decoder = KeyDecoder()
    _ = bytes("\u{1B}[200~half").flatMap { decoder.keys(forCursesCode: $0) }
    #expect(decoder.endPaste() == [.paste("half")])
    #expect(decoder.keys(forCursesCode: 0x71) == [.character("q")])
  }

  @Test func aHugePasteIsOneKey() {
    let text = String(repeating: "abcdefghij", count: 2_400)
    #expect(keys(bytes("\u{1B}[200~" + text + "\u{1B}[201~")) == [.paste(text)])
  }
}
