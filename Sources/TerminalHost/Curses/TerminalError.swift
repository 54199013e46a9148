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
  /// Standard input or output is redirected and the process has no controlling terminal
  /// (`/dev/tty`) to draw on instead.
  case noTerminal
  /// `TERM` is unset or empty.
  case terminalTypeUnset
  /// `TERM` names a terminal type that has no terminfo entry.
  case unknownTerminalType(String)
  /// `TERM` names a terminal type whose terminfo entry cannot move the cursor, such as
  /// `dumb`: nothing but scrolling text can be shown on it.
  case terminalTypeWithoutCursorAddressing(String)

  /// The message.
  public var description: String {
    let instead = "use --script FILE to run without a terminal (see --help)"
    let setType = "Set TERM to a known type, for example TERM=xterm-256color, or \(instead)."
    switch self {
    case .noTerminal:
      return "there is no terminal to draw on: standard input or output is redirected and "
        + "the process has no controlling terminal. Run it in a terminal, or \(instead)."
    case .terminalTypeUnset:
      return "TERM is not set, so the type of this terminal is unknown. "
        + "Set it, for example TERM=xterm-256color, or \(instead)."
    case .unknownTerminalType(let type):
      return "the terminal type \"\(type)\" (from TERM) is unknown: it has no terminfo "
        + "entry. \(setType)"
    case .terminalTypeWithoutCursorAddressing(let type):
      return "the terminal type \"\(type)\" (from TERM) cannot be drawn on: its terminfo "
        + "entry cannot move the cursor. \(setType)"
    }
  }
}
