import CNCurses
import Testing

@_spi(Curses) @testable import TerminalHost

@Suite struct KeyDecoderTests {
  private func keys(_ codes: [Int32]) -> [Key] {
    var decoder = KeyDecoder()
    return codes.flatMap { decoder.keys(forCursesCode: $0) }
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
      keys([0x0D, 0x09, 0x7F, 0x03, 0x01, 0x1B]) == [.enter, .tab, .backspace, .interrupt, .escape])
  }

  @Test func functionKeysAreDecoded() {
    #expect(keys([KEY_UP, KEY_NPAGE, KEY_RESIZE, KEY_F0 + 1]) == [.up, .pageDown, .resize])
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
}
