import CNCurses
import FuzzSupport
@_spi(Curses) import TerminalHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Fuzzes the terminal host's key decoding: bytes a terminal sends, read by ncurses with
/// keypad decoding (escape sequences from terminfo) as `Terminal` sets it up, then turned
/// into ``Key``s by the host's `KeyDecoder`, which puts UTF-8 text together.
///
/// Every key is one the host handles: a typed character is one printable scalar, an Alt
/// key one the text fields use, a paste bounded. Text without an escape byte loses
/// nothing: every scalar arrives, as its character or as the key of its control byte
/// (Enter, Tab, Backspace, Ctrl-C, Ctrl with a letter), and the other controls are
/// dropped; bracketed as a paste, it arrives as one paste key holding it. Each input is
/// read to its end: nothing is left for the next, and Ctrl- and Alt-Left and Right after
/// it are their keys, xterm's from the codes ncurses gives terminfo's extended
/// capabilities, rxvt's from the decoder's own table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoding(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = fuzzInput(start, count)
  let keys = keyboard.keys(for: bytes)
  for key in keys {
    switch key {
    case .character(let character):
      let scalars = character.unicodeScalars
      check(
        scalars.count == 1 && scalars.allSatisfy { $0.properties.generalCategory != .control },
        "a typed character is one printable scalar"
      ) { "\(bytes) → \(keys)" }
    case .paste(let text):
      check(text.utf8.count <= KeyDecoder.pasteLimit * 3, "a paste is bounded") { "\(bytes)" }
    case .alt(let inner):
      check(
        [.backspace, .left, .right].contains(inner) || "bfd".contains(inner.name),
        "an Alt key is one the fields use"
      ) { "\(bytes) → \(keys)" }
    default: break
    }
  }
  // A paste of text without escapes arrives as one key holding that text.
  // (Text with controls is left out: ncurses reads some, such as DEL, as keys.)
  if let text = String(validating: bytes, as: UTF8.self),
    text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
  {
    let pasted = keyboard.keys(for: Array("\u{1B}[200~".utf8) + bytes + Array("\u{1B}[201~".utf8))
    check(pasted == [.paste(text)], "a bracketed paste is one key with its text") {
      "\(text.debugDescription) → \(pasted)"
    }
  }
  check(keys.count <= bytes.count, "no more keys than bytes") { "\(bytes) → \(keys)" }
  // Enter after the input arrives alone: nothing of the input was left unread.
  check(keyboard.keys(for: [0x0D]) == [.enter], "each input is read to its end") { "\(bytes)" }
  // The word jumps are still theirs after whatever the input did: xterm's, which ncurses
  // decodes into codes of its own for xterm-256color, then rxvt's (`ESC O d`, `ESC O c`,
  // `ESC ESC [D`, `ESC ESC [C`), which its terminfo does not list.
  let jumps = keyboard.keys(
    for: Array(
      "\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;3C\u{1B}Od\u{1B}Oc\u{1B}\u{1B}[D\u{1B}\u{1B}[C"
        .utf8))
  let wordJumps: [Key] = [.controlLeft, .controlRight, .alt(.left), .alt(.right)]
  check(
    jumps == wordJumps + wordJumps,
    "Ctrl- and Alt-Left and Right are word jumps, xterm's and rxvt's"
  ) { "\(bytes) then the jumps → \(jumps)" }
  guard !bytes.contains(0x1B), let text = String(validating: bytes, as: UTF8.self) else {
    return 0
  }
  let expected = text.unicodeScalars.compactMap(typedKey)
  check(keys == expected, "text without escapes arrives whole") {
    "\(text.debugDescription) → \(keys), not \(expected)"
  }
  return 0
}

/// The key a scalar typed on its own is: a control byte's key, nothing for the other
/// controls, or the character.
private func typedKey(_ scalar: Unicode.Scalar) -> Key? {
  switch scalar.value {
  case 0x0A, 0x0D: .enter
  case 0x09: .tab
  case 0x08, 0x7F: .backspace
  case 0x03: .interrupt
  case 0x01...0x1A:
    // Ctrl with a letter; the others above have keys of their own.
    .control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))
  case _ where scalar.properties.generalCategory == .control: nil
  default: .character(Character(scalar))
  }
}

/// libFuzzer calls the fuzzer on one thread, one input at a time.
nonisolated(unsafe) private let keyboard = Keyboard()

/// An ncurses screen for `xterm-256color` reading from a pipe the fuzzer writes to, set up
/// for input as `Terminal` sets up the real one.
private final class Keyboard {
  private let input: (read: Int32, write: Int32)

  init() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0, setlocale(LC_ALL, "C.UTF-8") != nil,
      let output = fopen("/dev/null", "w"), let reader = fdopen(ends[0], "r"),
      let screen = newterm("xterm-256color", output, reader)
    else { fatalError("cannot set up ncurses on a pipe for xterm-256color") }
    input = (ends[0], ends[1])
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    keypad(cncurses_standard_screen(), true)
    // ncurses reads 8-bit bytes when the tty is set to 8 bits (CS8), as a UTF-8 terminal
    // is; a pipe has no such setting and would get 7-bit bytes, mangling UTF-8.
    meta(cncurses_standard_screen(), true)
    nodelay(cncurses_standard_screen(), true)
    // The host waits 25 ms after Escape; here every byte is in the pipe before the first
    // read, so waiting could only slow the fuzzer down.
    set_escdelay(0)
    extendedKeys = KeyDecoder.extendedKeysOfTerminal()
  }

  /// The keys of the codes ncurses gives this terminal's modified arrows, as the host
  /// looks them up.
  private let extendedKeys: [Int32: Key]

  /// The keys the host gets for `bytes`, sent at once.
  func keys(for bytes: [UInt8]) -> [Key] {
    if !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
      check(written == bytes.count, "the pipe takes the whole input") { "\(written) written" }
    }
    // As `Terminal.keys(wakingOn:)` reads them, with a decoder of its own for each input.
    var decoder = KeyDecoder(extendedKeys: extendedKeys)
    var keys: [Key] = []
    while case let code = wgetch(cncurses_standard_screen()), code != ERR {
      keys += decoder.keys(forCursesCode: code)
    }
    // The input pauses here; a paste whose end never came ends with it.
    return keys + decoder.keysAtPause() + decoder.endPaste()
  }
}
