#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a run of the terminal host ended, and the exit status it calls for.
///
/// ```swift
/// let outcome = host.run(program: "feedback", arguments: CommandLine.arguments.dropFirst())
/// if outcome == .finished { print(app.model.feedback) }
/// outcome.exitIfInterrupted()
/// exit(outcome.exitStatus)
/// ```
public enum RunOutcome: Hashable, Sendable {
  /// The user quit, the app called ``TerminalHost/quit()``, or the key script ended.
  case finished
  /// Ctrl-C (`SIGINT`), or SIGINT, SIGTERM or SIGHUP from another process: the user or the
  /// system broke the run off. The terminal is restored already.
  case interrupted(signal: Int32)
  /// `--help` printed the usage.
  case showedHelp
  /// The run could not start; the reason is on standard error already.
  case failed(status: Int32)

  /// The status to exit with: 0 when finished or after help, 128 plus the signal when
  /// interrupted (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP), the failure's own
  /// status otherwise.
  public var exitStatus: Int32 {
    switch self {
    case .finished, .showedHelp: 0
    case .interrupted(let signal): 128 + signal
    case .failed(let status): status
    }
  }

  /// When a signal broke the run off, ends the process by that signal, with its default
  /// action, as it would have ended without the host: the parent sees it killed by the
  /// signal (status 128 + signal in a shell), and a shell script running it stops on
  /// Ctrl-C as it should. Otherwise returns.
  ///
  /// Call it once the app has done what it must do on the way out, such as saving; what
  /// was printed is flushed first.
  public func exitIfInterrupted() {
    guard case .interrupted(let number) = self else { return }
    fflush(nil)
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    // A number whose default action does not end the process.
    exit(exitStatus)
  }
}
