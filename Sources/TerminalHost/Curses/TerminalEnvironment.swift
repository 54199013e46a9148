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

  /// The terminal to draw on: standard input and output when both are one, otherwise
  /// the controlling terminal, so that redirecting either leaves the screen to the user.
  var device: TerminalDevice.Kind {
    inputIsTerminal && outputIsTerminal ? .standardStreams : .controllingTerminal
  }

  /// Throws when `TERM` is unset or empty.
  ///
  /// Whether a set `TERM` names a usable type is for the terminfo database to say; see
  /// ``TerminalError/unknownTerminalType(_:)``.
  func check() throws(TerminalError) {
    guard let terminalType, !terminalType.isEmpty else { throw .terminalTypeUnset }
  }
}
