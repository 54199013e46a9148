import CNCurses

extension Key {
  /// The key for what `wget_wch` read: a function key when `status` is `KEY_CODE_YES`, a
  /// character when it is `OK`. `nil` for what the host has no use for, such as F-keys
  /// and control characters other than Enter, Tab, Escape, Backspace, Ctrl-C and
  /// Ctrl with a letter.
  init?(cursesStatus status: Int32, code: UInt32) {
    switch status {
    case KEY_CODE_YES: self.init(functionKey: Int32(bitPattern: code))
    case OK: self.init(typed: code)
    default: return nil
    }
  }

  private init?(functionKey code: Int32) {
    switch code {
    case KEY_UP: self = .up
    case KEY_DOWN: self = .down
    case KEY_LEFT: self = .left
    case KEY_RIGHT: self = .right
    case KEY_HOME: self = .home
    case KEY_END: self = .end
    case KEY_PPAGE: self = .pageUp
    case KEY_NPAGE: self = .pageDown
    case KEY_ENTER: self = .enter
    case KEY_BACKSPACE: self = .backspace
    case KEY_DC: self = .delete
    case KEY_BTAB: self = .backTab
    case KEY_RESIZE: self = .resize
    default: return nil
    }
  }

  private init?(typed code: UInt32) {
    switch code {
    case 0x0A, 0x0D: self = .enter
    case 0x09: self = .tab
    case 0x1B: self = .escape
    case 0x08, 0x7F: self = .backspace
    case 0x03: self = .interrupt
    case 0x01...0x1A:
      // Ctrl-A to Ctrl-Z, less those above.
      let letter = Character(Unicode.Scalar(UInt8(code) + 0x60))
      guard Key.controlLetters.contains(letter) else { return nil }
      self = .control(letter)
    default:
      guard let scalar = Unicode.Scalar(code), !scalar.isControl else { return nil }
      self = .character(Character(scalar))
    }
  }
}
