import CNCurses
import Testing

@_spi(Curses) @testable import TerminalHost

/// The decoder at UTF-8's edges: a character at each end of each lead byte's range, and a
/// function key arriving in the middle of a character.
@Suite struct KeyDecoderBoundaryTests {
  private func keys(_ codes: [Int32]) -> [Key] {
    var decoder = KeyDecoder()
    return codes.flatMap { decoder.keys(forCursesCode: $0) }
  }

  private func bytes(_ text: String) -> [Int32] {
    text.utf8.map(Int32.init)
  }

  // The first and last printable character of each lead byte 0xC2, 0xDF, 0xE0, 0xEF,
  // 0xF0 and 0xF4: U+0080–U+009F are control characters the host drops, so 0xC2's is
  // U+00A0. 0xEF holds the fullwidth forms, halfwidth katakana and U+FFFD.
  @Test(arguments: [
    "\u{A0}", "\u{BF}", "\u{7C0}", "\u{7FF}", "\u{800}", "\u{FFF}", "\u{F000}", "！", "ｱ",
    "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{3FFFF}", "\u{100000}", "\u{10FFFF}",
  ])
  func aCharacterAtAUTF8BoundaryArrivesWhole(_ text: String) {
    #expect(keys(bytes(text)) == [.character(Character(text))])
    #expect(keys(bytes(text + "q")) == [.character(Character(text)), .character("q")])
  }

  @Test func everyLeadByteOfTheBoundariesIsCovered() {
    let leads = Set(
      ["\u{A0}", "\u{7FF}", "\u{800}", "！", "\u{10000}", "\u{10FFFF}"].map { $0.utf8.first! })
    #expect(leads == [0xC2, 0xDF, 0xE0, 0xEF, 0xF0, 0xF4])
  }

  @Test func aFunctionKeyInTheMiddleOfACharacterDropsTheHalfTypedCharacter() {
    #expect(keys([0xC4, KEY_LEFT, 0x80]) == [.left])
    #expect(keys([0xC4, KEY_LEFT, 0x80, 0x61]) == [.left, .character("a")])
  }

  @Test func aResizeInTheMiddleOfACharacterNeverYieldsIt() {
    #expect(keys([0xE2, 0x98, KEY_RESIZE, 0x83]) == [.resize])
    #expect(keys([0xE2, KEY_RESIZE, 0x98, 0x83]) == [.resize])
    #expect(keys([0xF0, 0x9F, 0x98, KEY_RESIZE, 0x80]) == [.resize])
  }

  @Test func aFunctionKeyTheHostIgnoresStillDropsTheHalfTypedCharacter() {
    #expect(keys([0xC4, KEY_F0 + 1, 0x80, 0x61]) == [.character("a")])
  }
}
