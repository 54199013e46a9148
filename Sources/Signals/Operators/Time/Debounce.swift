extension Signal {
  /// Forwards a value only once `interval` has passed on `scheduler` without a newer one.
  ///
  /// Each value restarts the wait; a value replaced before its wait is over is dropped.
  /// On completion the value still waiting is sent first, at once, if
  /// `sendsPendingOnCompletion` is `true` (the default), and dropped otherwise; failure
  /// and interruption are forwarded at once and drop it.
  ///
  /// ```swift
  /// signal.debounce(.milliseconds(300), on: scheduler).observeValues { print($0) }
  /// emitter.emit("s")
  /// emitter.emit("sw")
  /// scheduler.advance(by: .milliseconds(300))  // Prints "sw"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long a value must stand before it is forwarded.
  ///   - scheduler: Where the wait is timed and the values delivered.
  ///   - sendsPendingOnCompletion: Whether completion first sends the value still waiting.
  /// - Returns: A signal of the values that stood for `interval`, and this one's end.
  public func debounce(
    _ interval: Duration, on scheduler: some DateScheduler, sendsPendingOnCompletion: Bool = true
  ) -> Signal {
    lift(
      Transformations.debounce(
        interval, on: scheduler, sendsPendingOnCompletion: sendsPendingOnCompletion))
  }
}

extension SignalProducer {
  /// Forwards a value of each run only once `interval` has passed on `scheduler` without a
  /// newer one (see ``Signal/debounce(_:on:sendsPendingOnCompletion:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 3])
  ///   .debounce(.seconds(1), on: scheduler)
  ///   .startWithValues { print($0) }
  /// // Prints "3" at once: completion sends the value still waiting
  /// ```
  ///
  /// Interrupting a run cancels its wait.
  ///
  /// - Returns: A producer whose runs send the values of a run of this one that stood.
  public func debounce(
    _ interval: Duration, on scheduler: some DateScheduler, sendsPendingOnCompletion: Bool = true
  ) -> SignalProducer {
    liftTimed(
      Transformations.debounce(
        interval, on: scheduler, sendsPendingOnCompletion: sendsPendingOnCompletion))
  }
}

/// The state of one `debounce`: the value waiting, and the timer that will send it.
struct DebounceState<Value: Sendable>: Sendable {
  var pending: Value?
  var timer: (any Disposable)?
  /// Counts the values, so that a tick of a timer already replaced is recognised.
  var generation: UInt64 = 0

  /// Cancels the wait and hands back the value that was waiting.
  mutating func takePending() -> Value? {
    timer?.dispose()
    timer = nil
    defer { pending = nil }
    return pending
  }
}

extension Transformations {
  static func debounce<Value, Failure, S: DateScheduler>(
    _ interval: Duration, on scheduler: S, sendsPendingOnCompletion: Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    timed(
      state: DebounceState<Value>(),
      process: { (state, input: TimedInput<Value, Failure, UInt64>, downstream, ticks) in
        switch input {
        case .upstream(.value(let value)):
          _ = state.takePending()
          state.generation += 1
          state.pending = value
          let generation = state.generation
          state.timer = scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
            ticks.send(.tick(generation))
          }
        case .upstream(.completed):
          if let value = state.takePending(), sendsPendingOnCompletion {
            downstream.emit(value)
          }
          downstream.complete()
        case .upstream(let event):
          _ = state.takePending()
          downstream.send(event)
        case .tick(let generation):
          guard generation == state.generation, let value = state.takePending() else { return }
          downstream.emit(value)
        }
      },
      close: { state in _ = state.takePending() })
  }
}
