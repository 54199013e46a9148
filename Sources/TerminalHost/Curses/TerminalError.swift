/// Why an app cannot use the terminal it was started in, in words for its user.
///
/// Each message says what is wrong and what to do instead; apps print it on standard
/// error and exit with a non-zero status, before anything was drawn.
///
/// ```swift
/// print(TerminalError.terminalTypeUnset)
/// // Prints: TERM is not set, so the type of this terminal is unknown. Set it, for
/// //         example TERM=xterm-256color, or use --script FILE to run without a terminal.
/// ```
public enum TerminalError: Error, Hashable, CustomStringConvertible {
  /// A standard stream an interactive app needs is not a terminal (it is redirected).
  case notATerminal(StandardStream)
  /// `TERM` is unset or empty.
  case terminalTypeUnset
  /// `TERM` names a terminal type that has no terminfo entry.
  case unknownTerminalType(String)

  /// The streams an interactive app needs to be terminals.
  public enum StandardStream: Hashable, Sendable {
    /// Standard input, where keys come from.
    case input
    /// Standard output, where the screen is drawn.
    case output
  }

  /// The message.
  public var description: String {
    let instead = "use --script FILE to run without a terminal (see --help)"
    switch self {
    case .notATerminal(.input):
      return "standard input is not a terminal, so there is no keyboard to read. "
        + "Run it in a terminal, or \(instead)."
    case .notATerminal(.output):
      return "standard output is not a terminal, so there is no screen to draw on. "
        + "Run it in a terminal, or \(instead)."
    case .terminalTypeUnset:
      return "TERM is not set, so the type of this terminal is unknown. "
        + "Set it, for example TERM=xterm-256color, or \(instead)."
    case .unknownTerminalType(let type):
      return "the terminal type \"\(type)\" (from TERM) is unknown: it has no terminfo "
        + "entry. Set TERM to a known type, for example TERM=xterm-256color, or \(instead)."
    }
  }
}
