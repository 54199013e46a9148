/// How a run of the terminal host ended, and the exit status it calls for.
///
/// ```swift
/// let outcome = host.run(program: "feedback", arguments: CommandLine.arguments.dropFirst())
/// if outcome == .finished { print(app.model.feedback) }
/// exit(outcome.exitStatus)
/// ```
public enum RunOutcome: Hashable, Sendable {
  /// The user quit, the app called ``TerminalHost/quit()``, or the key script ended.
  case finished
  /// Ctrl-C, or SIGINT, SIGTERM or SIGHUP: the user or the system broke the run off.
  case interrupted
  /// `--help` printed the usage.
  case showedHelp
  /// The run could not start; the reason is on standard error already.
  case failed(status: Int32)

  /// The status to exit with: 0 when finished or after help, 130 (128 + SIGINT) when
  /// interrupted, the failure's own status otherwise.
  public var exitStatus: Int32 {
    switch self {
    case .finished, .showedHelp: 0
    case .interrupted: 130
    case .failed(let status): status
    }
  }
}
