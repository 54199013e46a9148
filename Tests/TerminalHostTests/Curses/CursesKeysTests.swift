import CNCurses
import Testing

@testable import TerminalHost

@Suite struct CursesKeysTests {
  @Test(arguments: [
    (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
    (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
    (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_BTAB, .backTab),
    (KEY_RESIZE, .resize),
  ])
  func functionKeysAreDecoded(code: Int32, key: Key) {
    #expect(Key(cursesStatus: KEY_CODE_YES, code: UInt32(code)) == key)
  }

  @Test(arguments: [
    (0x0D, Key.enter), (0x0A, .enter), (0x09, .tab), (0x1B, .escape), (0x7F, .backspace),
    (0x08, .backspace), (0x03, .interrupt), (0x20, .space), (0x71, .character("q")),
    (0xE9, .character("é")), (0x6F22, .character("漢")), (0x1F600, .character("😀")),
  ])
  func typedCharactersAreDecoded(code: Int, key: Key) {
    #expect(Key(cursesStatus: OK, code: UInt32(code)) == key)
  }

  @Test func unusedKeysAndErrorsAreNoKey() {
    #expect(Key(cursesStatus: KEY_CODE_YES, code: UInt32(KEY_F0 + 1)) == nil)
    #expect(Key(cursesStatus: OK, code: 0x1C) == nil)
    #expect(Key(cursesStatus: OK, code: 0x0A) == .enter)
    #expect(Key(cursesStatus: OK, code: 0x01) == .control("a"))
    #expect(Key(cursesStatus: OK, code: 0x17) == .control("w"))
    #expect(Key(cursesStatus: OK, code: 0xD800) == nil)
    #expect(Key(cursesStatus: ERR, code: 0x71) == nil)
  }
}
