import CNCurses

extension KeyDecoder {
  /// The extended terminfo capabilities of the modified keys the host uses, and their
  /// keys: ncurses has no codes of its own for them.
  static let extendedCapabilities: [(name: String, key: Key)] = [
    ("kLFT5", .controlLeft), ("kRIT5", .controlRight),
    ("kLFT3", .alt(.left)), ("kRIT3", .alt(.right)),
  ]

  /// The codes ncurses gives, on the terminal set up now, to the modified arrow keys
  /// terminfo lists as extended capabilities — `kLFT5` Ctrl-Left, `kRIT5` Ctrl-Right,
  /// `kLFT3` Alt-Left, `kRIT3` Alt-Right — and their keys, for ``init(extendedKeys:)``.
  ///
  /// ncurses decodes these sequences itself, with keypad mode on, into codes above
  /// `KEY_MAX` that differ from one terminal type to the next, so they are looked up by
  /// capability name. A terminal type without them gives none, and their sequences, when
  /// they arrive, are read as xterm's.
  ///
  /// - Returns: The key of each code; call it after setting the screen up, with keypad
  ///   mode on.
  public static func extendedKeysOfTerminal() -> [Int32: Key] {
    var keys: [Int32: Key] = [:]
    for (name, key) in extendedCapabilities {
      guard let sequence = cncurses_string_capability(name) else { continue }
      let code = key_defined(sequence)
      // 0: no key has the sequence; -1: several do.
      if code > 0 { keys[code] = key }
    }
    return keys
  }
}
