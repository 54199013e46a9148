import Signals

extension TestScheduler {
  /// Runs every action due at the current instant, without moving time.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule { print("due now") }
  /// scheduler.advance()  // Prints "due now"
  /// ```
  public func advance() {
    advance(by: .zero)
  }

  /// Moves time forward by `duration`, running every action due on the way.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { print("5 s") }
  /// scheduler.advance(by: .seconds(4))  // Prints nothing
  /// scheduler.advance(by: .seconds(1))  // Prints "5 s"
  /// ```
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "Time cannot go backwards")
    advance(to: now.advanced(by: duration))
  }

  /// Moves time to `instant`, running every action due up to it in order of instant,
  /// and those of one instant in the order they were scheduled.
  ///
  /// Before each action runs, `now` becomes its instant. An earlier `instant` than `now`
  /// only runs the actions already due. The steps of hosted async work that are ready run
  /// before each action and after the last, so a task woken at an instant runs at it;
  /// the actions run with this scheduler as `AsyncWork.host`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let start = scheduler.now
  /// scheduler.schedule(after: start.advanced(by: .seconds(2))) { print("b") }
  /// scheduler.schedule(after: start.advanced(by: .seconds(1))) { print("a") }
  /// scheduler.advance(to: start.advanced(by: .seconds(2)))  // Prints "a", then "b"
  /// ```
  public func advance(to instant: Instant) {
    AsyncWork.$host.withValue(self) {
      runReadyJobs()
      while let action = nextAction(dueBy: instant) {
        action()
        runReadyJobs()
      }
    }
  }

  /// Runs every pending action, moving time to the last one's instant; what they
  /// schedule runs too, until nothing is pending.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) { print("late") }
  /// scheduler.run()  // Prints "late"
  /// print(scheduler.now.offset)  // Prints "60.0 seconds"
  /// ```
  ///
  /// > Note: A repeating action keeps `run()` going for ever; dispose it first.
  public func run() {
    advance()
    while let last = state.withLock({ $0.entries.last?.instant }) {
      advance(to: last)
    }
  }

  /// Takes the first action due by `instant` and moves time to it; a repeating action is
  /// scheduled again before it runs, so that disposing it from inside itself stops it.
  /// Without one, moves time to `instant` (never backwards) and returns `nil`.
  private func nextAction(dueBy instant: Instant) -> (@Sendable () -> Void)? {
    state.withLock { state in
      guard let first = state.entries.first, first.instant <= instant else {
        state.now = max(state.now, instant)
        return nil
      }
      state.entries.removeFirst()
      state.now = max(state.now, first.instant)
      if let interval = first.interval {
        _ = state.insert(
          at: first.instant.advanced(by: interval), interval: interval, id: first.id,
          action: first.action)
      }
      return first.action
    }
  }
}
