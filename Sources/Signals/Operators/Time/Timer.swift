extension SignalProducer {
  /// A producer whose runs send the scheduler's current instant every `interval`, and never
  /// end on their own.
  ///
  /// The first instant is sent `interval` after the run starts, then one every `interval`;
  /// the run ends only when it is interrupted, which stops the timer. Sending the instant,
  /// not a count, lets a consumer measure time; `scan` turns it into a counter.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler)
  ///   .startWithValues { print($0.offset) }
  /// scheduler.advance(by: .seconds(2))  // Prints "1.0 seconds", then "2.0 seconds"
  /// ticks.dispose()
  /// ```
  ///
  /// > Note: Each run has a timer of its own, counted from that run's start; on a
  /// > ``QueueScheduler`` the instants arrive on its queue.
  ///
  /// - Parameters:
  ///   - interval: The time between two instants; it must be positive.
  ///   - scheduler: Where the timer runs and whose instants are sent.
  ///   - leeway: How late each tick may be, so the system can coalesce wake-ups.
  /// - Returns: A producer of `scheduler`'s instants, one every `interval`.
  public static func timer<S: DateScheduler>(
    interval: Duration, on scheduler: S, leeway: Duration = .zero
  ) -> SignalProducer where Value == S.Instant, Failure == Never {
    SignalProducer { observer, lifetime in
      // One repeating action and no other input: its runs are serial (a scheduler never
      // overlaps the runs of one repeating action), so it may send downstream directly,
      // with no Serializer. The run's lifetime holds the timer's disposable: interrupting
      // the run disposes it, which removes the action and releases the observer it holds.
      // The timer starts one interval from now, not now, as the first tick of a clock;
      // it cannot fail, so the run ends only by interruption.
      lifetime += scheduler.schedule(
        after: scheduler.now.advanced(by: interval), interval: interval, leeway: leeway
      ) { observer.emit(scheduler.now) }
    }
  }
}
