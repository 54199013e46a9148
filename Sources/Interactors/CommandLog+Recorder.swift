import Signals

extension CommandLog {
  /// Records the commands of a signal — usually an interactor's ``Interactor/commands`` —
  /// with the time each arrived on a scheduler's clock.
  ///
  /// On a `TestScheduler` the time is virtual; on a `QueueScheduler` or the
  /// `MainScheduler` it is real. Offsets count from the recorder's creation.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let (commands, emitter) = Signal<String, Never>.pipe()
  /// let recorder = CommandLog.Recorder(recording: commands, clock: scheduler)
  /// scheduler.advance(by: .milliseconds(300))
  /// emitter.emit("tap")
  /// print(recorder.log.entries[0].offset)  // Prints "0.3 seconds"
  /// ```
  ///
  /// > Note: Safe from any thread; commands are logged in the order the signal delivers
  /// > them. Recording stops at ``stop()``, when the signal ends, or when the recorder is
  /// > released.
  public final class Recorder: Sendable {
    private let entries = Locked.make([Entry]())
    private let observation: any Disposable

    /// Starts recording `commands`, timed by `clock`.
    ///
    /// - Parameters:
    ///   - commands: The commands to record.
    ///   - clock: The scheduler whose `now` times them.
    public init<Clock: DateScheduler>(recording commands: Signal<Command, Never>, clock: Clock) {
      let start = clock.now
      observation = commands.observeValues { [entries] command in
        let entry = Entry(offset: start.duration(to: clock.now), command: command)
        entries.withLock { $0.append(entry) }
      }
    }

    /// Starts recording every command `interactor` receives, timed by `clock`.
    ///
    /// ```swift
    /// let recorder = CommandLog.Recorder(interactor, clock: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - interactor: The interactor whose ``Interactor/commands`` to record.
    ///   - clock: The scheduler whose `now` times them; usually the one of the
    ///     interactor's context.
    public convenience init<ViewModel, Effect>(
      _ interactor: Interactor<Command, ViewModel, Effect>, clock: some DateScheduler
    ) {
      self.init(recording: interactor.commands, clock: clock)
    }

    deinit { observation.dispose() }

    /// The commands recorded so far.
    public var log: CommandLog { CommandLog(entries: entries.withLock { $0 }) }

    /// Stops recording; ``log`` keeps what was recorded.
    public func stop() {
      observation.dispose()
    }
  }
}
