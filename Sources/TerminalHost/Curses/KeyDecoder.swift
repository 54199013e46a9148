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
/// It also reads what ncurses leaves as bytes: Alt keys, which arrive as Escape and the
/// key (`ESC b` is Alt-B), escape sequences terminfo does not list (`ESC [3~` Delete,
/// `ESC [H`, `ESC [1~`, `ESC O H` … Home and End, `ESC [1;5D` Ctrl-Left, rxvt's `ESC O d`
/// Ctrl-Left and `ESC ESC [D` Alt-Left), and a paste bracketed by `ESC [200~` and
/// `ESC [201~`, which arrives as one ``Key/paste(_:)``. An Escape is only known to be
/// alone once the bytes that arrived with it are read: call ``keysAtPause()`` then. An
/// Escape read with a Backspace, Left or Right that ncurses decoded is Alt with that key:
/// terminfo's Backspace is Alt-Backspace's DEL, and under rxvt's terminfo urxvt's
/// Alt-Left (`ESC ESC [D`) arrives as Escape and Left.
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
  /// The most a paste keeps; the rest of a larger one is dropped.
  public static let pasteLimit = 1 << 20

  /// The bytes of a character begun but not finished.
  private var pending: [UInt8] = []
  /// The bytes after an Escape not yet decided: empty just after it; `nil` without one.
  private var escape: [UInt8]?
  /// The bytes of a paste that has begun and not ended.
  private var paste: [UInt8]?
  /// The keys of the codes ncurses makes up for this terminal's extended capabilities.
  private let extendedKeys: [Int32: Key]

  /// Creates a decoder with no character begun.
  ///
  /// - Parameter extendedKeys: The keys of codes above ncurses' own, which it gives the
  ///   keys terminfo lists as extended capabilities: ``extendedKeysOfTerminal()``.
  public init(extendedKeys: [Int32: Key] = [:]) {
    self.extendedKeys = extendedKeys
  }

  /// Whether a paste has begun and not ended: its end may still be on its way.
  public var isInsidePaste: Bool { paste != nil }

  /// The keys that `code`, one value `wgetch` returned, completes.
  ///
  /// - Parameter code: A byte, or a key code above 255; not `ERR`.
  /// - Returns: No key while a character, an escape sequence or a paste is unfinished, or
  ///   for what the host has no use for (see `Key(cursesStatus:code:)`); otherwise the
  ///   keys it ends, usually one.
  public mutating func keys(forCursesCode code: Int32) -> [Key] {
    if paste != nil { return pasted(code) }
    if escape != nil { return escaped(code) }
    guard let byte = UInt8(exactly: code) else {
      // A function key cuts short any character begun.
      pending.removeAll()
      let key =
        Key(cursesStatus: KEY_CODE_YES, code: UInt32(bitPattern: code)) ?? extendedKeys[code]
      return key.map { [$0] } ?? []
    }
    if byte == 0x1B {
      pending.removeAll()
      escape = []
      return []
    }
    return typed(byte)
  }

  /// The keys held back when the input pauses, having read all that arrived: an Escape
  /// with nothing after it is the Escape key, and an escape sequence cut short is Escape
  /// and what it typed. A paste stays open: its end may come in the next read.
  public mutating func keysAtPause() -> [Key] {
    guard let bytes = escape else { return [] }
    escape = nil
    return [.escape] + bytes.flatMap { typed($0) }
  }

  /// Ends a paste whose end never came, with what it held; nothing when none began.
  public mutating func endPaste() -> [Key] {
    guard let bytes = paste else { return [] }
    paste = nil
    escape = nil
    return [.paste(String(decoding: bytes, as: UTF8.self))]
  }

  /// A byte typed outside escape sequences: ASCII, or part of a UTF-8 character.
  private mutating func typed(_ byte: UInt8) -> [Key] {
    switch byte {
    case 0x80...0xBF where !pending.isEmpty:
      pending.append(byte)
      guard pending.count == Self.length(startingWith: pending[0]) else { return [] }
      defer { pending.removeAll() }
      var bytes = pending.makeIterator()
      var utf8 = Unicode.UTF8.ForwardParser()
      guard case .valid(let encoded) = utf8.parseScalar(from: &bytes) else { return [] }
      return key(Unicode.UTF8.decode(encoded).value)
    case 0xC2...0xF4:
      pending = [byte]
      return []
    default:
      // ASCII ends a character cut short; the other bytes are never valid where they are.
      pending.removeAll()
      return byte < 0x80 ? key(UInt32(byte)) : []
    }
  }

  /// What follows an Escape: an Alt key, an escape sequence, or Escape and then a key.
  private mutating func escaped(_ code: Int32) -> [Key] {
    guard var bytes = escape, let byte = UInt8(exactly: code) else {
      if escape == [], let key = Self.altDecodedKeys[code] {
        escape = nil
        return [.alt(key)]
      }
      // Any other key ncurses decoded after the Escape (or two) is a key of its own.
      let escapes = escape?.first == 0x1B ? [Key.escape, .escape] : [.escape]
      escape = nil
      return escapes + keys(forCursesCode: code)
    }
    if bytes.first == 0x1B { return afterTwoEscapes(byte) }
    if bytes.isEmpty {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "O"):
        escape = [byte]
        return []
      case 0x1B:
        // Perhaps Alt with an arrow, as rxvt sends it: decided by what follows.
        escape = [0x1B]
        return []
      default:
        escape = nil
        if let alt = Self.altKey(byte) { return [alt] }
        return [.escape] + typed(byte)
      }
    }
    bytes.append(byte)
    let isSS3 = bytes[0] == UInt8(ascii: "O")
    switch byte {
    case 0x20...0x3F where !isSS3 && bytes.count <= 16:
      escape = bytes
      return []
    case 0x40...0x7E:
      escape = nil
      let sequence = String(decoding: bytes, as: UTF8.self)
      if sequence == "[200~" {
        paste = []
        return []
      }
      return Self.sequenceKeys[sequence].map { [$0] } ?? []
    default:
      // Not a sequence after all: it is dropped, and the byte read as typed.
      escape = nil
      return typed(byte)
    }
  }

  /// What follows two Escapes: rxvt's Alt-Left and Alt-Right (`ESC ESC [D`, `ESC ESC [C`),
  /// or else Escape and then whatever the second Escape begins.
  private mutating func afterTwoEscapes(_ byte: UInt8) -> [Key] {
    let arrows: [UInt8: Key] = [UInt8(ascii: "D"): .left, UInt8(ascii: "C"): .right]
    if escape == [0x1B, UInt8(ascii: "[")], let arrow = arrows[byte] {
      escape = nil
      return [.alt(arrow)]
    }
    // A third Escape ends the first: the second and third may be Alt with an arrow.
    if escape == [0x1B], byte == 0x1B { return [.escape] }
    escape!.removeFirst()
    let keys = escaped(Int32(byte))
    guard escape != nil else { return [.escape] + keys }
    // The second Escape's sequence goes on.
    escape!.insert(0x1B, at: 0)
    return keys
  }

  /// A code read inside a paste: text, or the sequence that ends it.
  private mutating func pasted(_ code: Int32) -> [Key] {
    guard let byte = UInt8(exactly: code) else { return [] }
    if var bytes = escape {
      bytes.append(byte)
      let end = Array("[201~".utf8)
      if end.starts(with: bytes) {
        if bytes.count < end.count {
          escape = bytes
          return []
        }
        return endPaste()
      }
      escape = nil
      for byte in bytes { keep(byte) }
      return []
    }
    if byte == 0x1B {
      escape = []
    } else {
      keep(byte)
    }
    return []
  }

  private mutating func keep(_ byte: UInt8) {
    if paste!.count < Self.pasteLimit { paste!.append(byte) }
  }

  private func key(_ code: UInt32) -> [Key] {
    Key(cursesStatus: OK, code: code).map { [$0] } ?? []
  }

  /// The Alt keys a text field edits with, after their Escape.
  private static func altKey(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "d"):
      .alt(.character(Character(Unicode.Scalar(byte))))
    case 0x7F, 0x08: .alt(.backspace)
    default: nil
    }
  }

  /// The keys ncurses decodes that are Alt keys the text fields use when they come right
  /// after an Escape: Alt-Backspace's DEL or ^H is terminfo's Backspace (kbs), and rxvt's
  /// Alt-Left `ESC ESC [D` is Escape and, under rxvt's own terminfo, its Left (kcub1).
  private static let altDecodedKeys: [Int32: Key] = [
    KEY_BACKSPACE: .backspace, KEY_LEFT: .left, KEY_RIGHT: .right,
  ]

  /// Escape sequences, after their Escape, that terminals send and terminfo may not list.
  private static let sequenceKeys: [String: Key] = [
    "[A": .up, "[B": .down, "[C": .right, "[D": .left,
    "OA": .up, "OB": .down, "OC": .right, "OD": .left,
    "[H": .home, "[F": .end, "OH": .home, "OF": .end,
    "[1~": .home, "[7~": .home, "[4~": .end, "[8~": .end,
    "[3~": .delete, "[5~": .pageUp, "[6~": .pageDown, "[Z": .backTab,
    // xterm's modified arrows: 5 is Ctrl, 3 Alt.
    "[1;5D": .controlLeft, "[1;5C": .controlRight, "[1;3D": .alt(.left), "[1;3C": .alt(.right),
    // rxvt's Ctrl-Left and Ctrl-Right; its Alt-Left and Alt-Right are `afterTwoEscapes`.
    "Od": .controlLeft, "Oc": .controlRight,
  ]

  /// How many bytes the UTF-8 sequence that `lead` starts has.
  private static func length(startingWith lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    default: 4
    }
  }
}
