import Flows
import Signals

extension TerminalHost {
  /// Runs the host on the calling thread, as `options` say, until the user quits.
  ///
  /// Without `--script` the host takes over the terminal — standard input and output, or
  /// the controlling terminal when either is redirected, so `album=$(music)` works as
  /// with fzf — after checking that `TERM` names a type that can move the cursor; it shows
  /// the pages and reads keys, and restores the terminal before returning, also when
  /// interrupted. With `--script FILE` it plays the keys of a ``KeyScript`` instead and
  /// prints each screen, its `wait:idle` steps waiting on ``activity``; a wait step of the script that times out ends the run with
  /// ``RunOutcome/failed(status:)`` 75, after saying which step on standard error. Other
  /// problems are reported on standard error, prefixed with `program`, before anything
  /// is drawn.
  ///
  /// - Parameters:
  ///   - options: The app's terminal options, parsed from its command line.
  ///   - program: The app's name, for messages.
  /// - Returns: How the run ended; exit with its ``RunOutcome/exitStatus``.
  public func run(_ options: TerminalOptions, program: String) -> RunOutcome {
    switch options.mode {
    case .interactive:
      let terminal: Terminal
      do {
        terminal = try Terminal(mouse: !options.noMouse)
      } catch {
        StandardStreams.writeError("\(program): \(error)\n")
        return .failed(status: ExitStatus.noTerminal)
      }
      defer { terminal.close() }
      return run(on: terminal)
    case .script(let source, let size):
      switch KeyScript.load(from: source) {
      case .success(let script):
        let display = ScriptDisplay(script: script, size: size, activity: activity) {
          print($0)
        }
        // Work that ends wakes the loop, so that a wait:idle sees it end.
        let wakes = activity.changes.observeValues { [queue, activity] in
          if activity.isIdle { queue.enqueue {} }
        }
        let outcome = run(on: display)
        wakes.dispose()
        guard let timeout = display.timeout else { return outcome }
        StandardStreams.writeError("\(program): key script \(timeout)\n")
        return .failed(status: ExitStatus.waitTimedOut)
      case .failure(let problem):
        StandardStreams.writeError("\(program): \(problem)\n")
        return .failed(status: problem.exitStatus)
      }
    }
  }

  /// Runs the UI loop on `display` until the run ends: does the work other threads asked
  /// for, draws, then waits for keys and acts on them.
  ///
  /// On the main thread, the loop services the main queue too, as a UI toolkit's run loop
  /// does: `MainScheduler`, `DispatchQueue.main` and `@MainActor` work runs here, between
  /// keys and draws.
  func run(on display: any Display) -> RunOutcome {
    let mainQueue = MainQueue.attach()
    let wake = [queue.wakeDescriptor] + (mainQueue.map { [$0.wakeDescriptor] } ?? [])
    func runPendingWork() {
      mainQueue?.runPending()
      queue.runPending()
    }
    while true {
      runPendingWork()
      if let outcome = state.withLock({ $0.outcome }) { return outcome }
      draw(on: display)
      guard let keys = display.nextKeys(wakingOn: wake) else {
        // The key script is over: whatever was still to do is done, and the run finishes.
        runPendingWork()
        finish(.finished)
        continue
      }
      if let signal = display.takeInterruptingSignal() {
        finish(.interrupted(signal: signal))
        continue
      }
      for key in keys {
        keyEmitter.emit(key)
        // Work a key caused, such as pushing a page, is done before the next key.
        runPendingWork()
        if state.withLock({ $0.outcome }) != nil { break }
      }
    }
  }
}

/// Exit statuses of runs that could not start, after `sysexits.h` where one fits. A wrong
/// command line is ArgumentParser's 64 (`EX_USAGE`).
enum ExitStatus {
  /// A terminal the host cannot use.
  static let noTerminal: Int32 = 1
  /// A key script with a mistake (`EX_DATAERR`).
  static let badScript: Int32 = 65
  /// A key script that cannot be read (`EX_NOINPUT`).
  static let unreadableScript: Int32 = 66
  /// A key script's wait that timed out (`EX_TEMPFAIL`: a slower app may pass).
  static let waitTimedOut: Int32 = 75
}
