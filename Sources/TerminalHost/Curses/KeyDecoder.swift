import CNCurses

/// Turns what ncurses' `wgetch` reads into keys: the function keys ncurses decoded from
/// escape sequences, and typed text, whose UTF-8 bytes it puts together itself.
///
/// ncurses' own wide-character reader, `wget_wch`, returns an error for a character cut
/// short, such as a stray `0xC4` followed by an arrow key's escape sequence, and keeps the
/// keys after it buffered: a host reading until that error left them unread until the
/// next key press. `wgetch` returns an error only when nothing is left, and this decoder
/// drops a character cut short and goes on.
///
/// Public as SPI for the fuzz package, which feeds it ncurses' decoding of any bytes.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.keys(forCursesCode: 0xC3)      // [] — the first byte of "é"
/// decoder.keys(forCursesCode: 0xA9)      // [.character("é")]
/// decoder.keys(forCursesCode: KEY_DOWN)  // [.down]
/// ```
@_spi(Curses) public struct KeyDecoder: Sendable {
  /// The bytes of a character begun but not finished.
  private var pending: [UInt8] = []

  /// Creates a decoder with no character begun.
  public init() {}

  /// The keys that `code`, one value `wgetch` returned, completes.
  ///
  /// - Parameter code: A byte, or a key code above 255; not `ERR`.
  /// - Returns: No key while a character is unfinished or for what the host has no use
  ///   for (see `Key(cursesStatus:code:)`), otherwise one.
  public mutating func keys(forCursesCode code: Int32) -> [Key] {
    guard let byte = UInt8(exactly: code) else {
      // A function key cuts short any character begun.
      pending.removeAll()
      return Key(cursesStatus: KEY_CODE_YES, code: UInt32(bitPattern: code)).map { [$0] } ?? []
    }
    switch byte {
    case 0x80...0xBF where !pending.isEmpty:
      pending.append(byte)
      guard pending.count == Self.length(startingWith: pending[0]) else { return [] }
      defer { pending.removeAll() }
      var bytes = pending.makeIterator()
      var utf8 = Unicode.UTF8.ForwardParser()
      guard case .valid(let encoded) = utf8.parseScalar(from: &bytes) else { return [] }
      return typed(Unicode.UTF8.decode(encoded).value)
    case 0xC2...0xF4:
      pending = [byte]
      return []
    default:
      // ASCII ends a character cut short; the other bytes are never valid where they are.
      pending.removeAll()
      return byte < 0x80 ? typed(UInt32(byte)) : []
    }
  }

  private func typed(_ code: UInt32) -> [Key] {
    Key(cursesStatus: OK, code: code).map { [$0] } ?? []
  }

  /// How many bytes the UTF-8 sequence that `lead` starts has.
  private static func length(startingWith lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    default: 4
    }
  }
}
