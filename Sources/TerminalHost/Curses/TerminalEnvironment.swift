#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an interactive app needs from the process it runs in, checked before the screen
/// is touched so that a problem is reported as a clean message, never a garbled screen.
struct TerminalEnvironment {
  /// Whether standard input is a terminal.
  var inputIsTerminal: Bool
  /// Whether standard output is a terminal.
  var outputIsTerminal: Bool
  /// The value of `TERM`, if set.
  var terminalType: String?

  /// The environment of this process.
  static var current: TerminalEnvironment {
    TerminalEnvironment(
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      terminalType: getenv("TERM").map { String(cString: $0) }
    )
  }

  /// Throws the first problem, in the order a user would fix them.
  ///
  /// Whether a set `TERM` names a known type is left to the screen library, which reads
  /// the terminfo database when it starts.
  func check() throws(TerminalError) {
    guard inputIsTerminal else { throw .notATerminal(.input) }
    guard outputIsTerminal else { throw .notATerminal(.output) }
    guard let terminalType, !terminalType.isEmpty else { throw .terminalTypeUnset }
  }
}
