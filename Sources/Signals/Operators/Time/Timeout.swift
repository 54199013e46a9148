extension Signal {
  /// Fails with `error` if this signal has not terminated within `interval` on `scheduler`.
  ///
  /// The interval starts when the derived signal is made. Values and this signal's own
  /// terminal event are forwarded at once; whichever terminal event comes first wins, and
  /// the other is dropped.
  ///
  /// ```swift
  /// signal.timeout(after: .seconds(5), raising: .tooSlow, on: scheduler).observe { print($0) }
  /// emitter.emit(1)                     // Prints "value(1)"
  /// scheduler.advance(by: .seconds(5))  // Prints "failed(tooSlow)"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long this signal has to terminate.
  ///   - error: The failure sent when it has not.
  ///   - scheduler: Where the interval is timed and the failure sent.
  /// - Returns: A signal of this one's events, failing with `error` after `interval`.
  public func timeout(
    after interval: Duration, raising error: Failure, on scheduler: some DateScheduler
  ) -> Signal {
    lift(Transformations.ending(after: interval, with: .failed(error), on: scheduler))
  }
}

extension SignalProducer {
  /// Fails each run with `error`, interrupting the run of this producer, if that run has
  /// not terminated within `interval` of its start (see
  /// ``Signal/timeout(after:raising:on:)``).
  ///
  /// ```swift
  /// search.timeout(after: .seconds(5), raising: .tooSlow, on: scheduler)
  ///   .startWithFailed { print($0) }
  /// scheduler.advance(by: .seconds(5))  // Prints "tooSlow" if search had not ended
  /// ```
  ///
  /// - Returns: A producer whose runs send a run of this one's events, or `error`.
  public func timeout(
    after interval: Duration, raising error: Failure, on scheduler: some DateScheduler
  ) -> SignalProducer {
    liftTimed(Transformations.ending(after: interval, with: .failed(error), on: scheduler))
  }
}

extension Transformations {
  /// Forwards events until `interval` passes, then sends `end` (timeout's failure, or
  /// take(for:)'s completion) unless the stream terminated first.
  static func ending<Value, Failure, S: DateScheduler>(
    after interval: Duration, with end: Signal<Value, Failure>.Event, on scheduler: S
  ) -> Transformation<Value, Failure, Value, Failure> {
    timed(
      state: false,
      process: { (isTerminated, input: TimedInput<Value, Failure, Void>, downstream, _) in
        guard !isTerminated else { return }
        switch input {
        case .upstream(let event):
          isTerminated = event.isTerminating
          downstream.send(event)
        case .tick:
          isTerminated = true
          downstream.send(end)
        }
      },
      close: { _ in },
      start: { ticks in
        scheduler.schedule(after: scheduler.now.advanced(by: interval)) { ticks.send(.tick(())) }
      })
  }
}
