extension Signal {
  /// Forwards events for `interval` on `scheduler`, then completes.
  ///
  /// The interval starts when the derived signal is made. If this signal terminates first,
  /// its terminal event is forwarded and the timer cancelled.
  ///
  /// ```swift
  /// signal.take(for: .seconds(1), on: scheduler).observe { print($0) }
  /// emitter.emit(1)                     // Prints "value(1)"
  /// scheduler.advance(by: .seconds(1))  // Prints "completed"
  /// ```
  ///
  /// > Note: It shares ``Signal/timeout(after:raising:on:)``'s machinery: the same timer,
  /// > ending with completion instead of a failure.
  ///
  /// - Parameters:
  ///   - interval: How long events are forwarded.
  ///   - scheduler: Where the interval is timed and the completion sent.
  /// - Returns: A signal of this one's events during `interval`.
  public func take(for interval: Duration, on scheduler: some DateScheduler) -> Signal {
    lift(Transformations.ending(after: interval, with: .completed, on: scheduler))
  }
}

extension SignalProducer {
  /// Forwards the events of each run for `interval` after it starts, then completes it and
  /// interrupts the run of this producer (see ``Signal/take(for:on:)``).
  ///
  /// ```swift
  /// SignalProducer.timer(interval: .seconds(1), on: scheduler)
  ///   .take(for: .milliseconds(2500), on: scheduler)
  ///   .startWithValues { print($0.offset) }
  /// scheduler.run()  // Prints "1.0 seconds", then "2.0 seconds"
  /// ```
  ///
  /// - Returns: A producer whose runs send a run of this one's events during `interval`.
  public func take(for interval: Duration, on scheduler: some DateScheduler) -> SignalProducer {
    liftTimed(Transformations.ending(after: interval, with: .completed, on: scheduler))
  }
}
