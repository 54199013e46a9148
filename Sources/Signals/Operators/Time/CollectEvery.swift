extension Signal {
  /// Collects values into an array forwarded every `interval` on `scheduler`.
  ///
  /// The first array is forwarded `interval` after the derived signal is made, then one
  /// every `interval` — an empty one when nothing arrived, unless `skipEmpty` is `true`.
  /// On completion, the values collected since the last array are forwarded first if
  /// `discardWhenCompleted` is `false`, and dropped otherwise (the default, as in
  /// ReactiveSwift); failure and interruption are forwarded at once and drop them.
  ///
  /// > Note: ReactiveSwift holds the completion, and the values left, until the next
  /// > tick; here completion is forwarded at once, as every time operator of Signals
  /// > forwards its upstream's end (``debounce(_:on:sendsPendingOnCompletion:)`` too), so
  /// > that a finished stream does not wait on a timer.
  ///
  /// ```swift
  /// signal.collect(every: .seconds(1), on: scheduler).observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)
  /// scheduler.advance(by: .seconds(1))  // Prints "[1, 2]"
  /// scheduler.advance(by: .seconds(1))  // Prints "[]"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between two arrays; it must be positive.
  ///   - scheduler: Where the interval is timed and the arrays delivered.
  ///   - skipEmpty: Whether an interval in which nothing arrived forwards nothing.
  ///   - discardWhenCompleted: Whether completion drops the values not yet forwarded.
  /// - Returns: A signal of the values collected in each interval.
  public func collect(
    every interval: Duration, on scheduler: some DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Failure> {
    lift(
      Transformations.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty,
        discardWhenCompleted: discardWhenCompleted))
  }
}

extension SignalProducer {
  /// Collects the values of each run into an array forwarded every `interval` after the
  /// run starts (see ``Signal/collect(every:on:skipEmpty:discardWhenCompleted:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).concat(SignalProducer.never)
  ///   .collect(every: .seconds(5), on: scheduler)
  ///   .startWithValues { print($0) }
  /// scheduler.advance(by: .seconds(5))  // Prints "[1, 2]"
  /// ```
  ///
  /// Interrupting a run stops its timer.
  public func collect(
    every interval: Duration, on scheduler: some DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Failure> {
    liftTimed(
      Transformations.collect(
        every: interval, on: scheduler, skipEmpty: skipEmpty,
        discardWhenCompleted: discardWhenCompleted))
  }
}

extension Transformations {
  static func collect<Value, Failure, S: DateScheduler>(
    every interval: Duration, on scheduler: S, skipEmpty: Bool, discardWhenCompleted: Bool
  ) -> Transformation<Value, Failure, [Value], Failure> {
    timed(
      state: [Value](),
      process: { (collected, input: TimedInput<Value, Failure, Void>, downstream, _) in
        switch input {
        case .upstream(.value(let value)):
          collected.append(value)
        case .upstream(.completed):
          if !discardWhenCompleted, !collected.isEmpty { downstream.emit(collected) }
          collected.removeAll()
          downstream.complete()
        case .upstream(let event):
          collected.removeAll()
          downstream.send(event.map { _ in [] })
        case .tick:
          guard !skipEmpty || !collected.isEmpty else { return }
          let batch = collected
          collected.removeAll(keepingCapacity: true)
          downstream.emit(batch)
        }
      },
      close: { collected in collected.removeAll() },
      start: { ticks in
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), interval: interval, leeway: .zero
        ) { ticks.send(.tick(())) }
      })
  }
}
