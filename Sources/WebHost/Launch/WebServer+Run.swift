import Dispatch
import Foundation
import ServerThreads
import Signals

extension WebServer {
  /// Runs a server as `options` say until Ctrl-C: for an app's synchronous `main`.
  ///
  /// It prints the address to open on standard output, and a line on standard error for
  /// each session and each thing refused. Ctrl-C (or SIGTERM) stops the server, ending
  /// every session, and then ends the process by that signal, as the terminal host's
  /// `RunOutcome.exitIfInterrupted()` does: status 130 for Ctrl-C, 143 for SIGTERM in a
  /// shell, and a script running the app stops as it should. A server that cannot start
  /// exits with status 1, saying why.
  ///
  /// The main thread serves the main queue meanwhile, so `MainScheduler` and
  /// `DispatchQueue.main` work runs as it does under a UI toolkit.
  ///
  /// - Parameters:
  ///   - options: Where to listen.
  ///   - program: The app's name, for messages.
  ///   - makeApp: Makes the app of each new session, as in
  ///     ``start(address:port:sessionGrace:log:makeApp:)``.
  @available(*, noasync, message: "Use WebServer.start(...) in an async context.")
  public static func run(
    _ options: WebOptions, program: String,
    makeApp: @escaping @Sendable (WebSession) -> any Sendable
  ) -> Never {
    let log: @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data("\(program): \(line)\n".utf8))
    }
    let started = wait {
      try await start(
        address: options.address, port: options.port ?? 0, sessionGrace: options.grace,
        log: log, makeApp: makeApp)
    }
    let server: WebServer
    switch started {
    case .success(let running): server = running
    case .failure(let error):
      log(
        ServerMessages.cannotStart(error, address: options.address, port: options.port ?? 0))
      exit(1)
    }
    // Written at once, unbuffered, for whoever waits for the address on a pipe.
    FileHandle.standardOutput.write(
      Data(
        ServerMessages.listening(
          program: program, url: server.url, address: options.address, port: server.port
        )
        .appending("\n").utf8))

    let stops = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        _ = wait { await server.stop() }
        log("stopped")
        end(by: number)
      }
      source.resume()
      return source
    }
    withExtendedLifetime(stops) { dispatchMain() }
  }

  /// Ends the process by signal `number`, with its default action, as it would have ended
  /// without the server catching it: the parent sees it killed by the signal.
  private static func end(by number: Int32) -> Never {
    fflush(nil)
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    // A signal whose default action does not end the process; SIGINT and SIGTERM do.
    exit(128 + number)
  }

  /// Runs `work` on the server's executor and waits for it on the calling thread, which
  /// must not be one the work needs.
  static func wait<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value
  ) -> Result<Value, any Error> {
    let outcome = Locked<Result<Value, any Error>?>.make(nil)
    let finished = DispatchSemaphore(value: 0)
    Task(executorPreference: ThreadPoolExecutor.web) {
      let result: Result<Value, any Error>
      do { result = .success(try await work()) } catch { result = .failure(error) }
      outcome.withLock { $0 = result }
      finished.signal()
    }
    finished.wait()
    // Set before the signal that ended the wait.
    return outcome.withLock { $0! }
  }
}
