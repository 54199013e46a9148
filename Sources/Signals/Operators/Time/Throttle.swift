extension Signal {
  /// Forwards at most one value per `interval` on `scheduler`: the first at once, and the
  /// latest of those that arrived meanwhile at the end of the window.
  ///
  /// A value arriving while no window is open is forwarded at once and opens a window of
  /// `interval`. Values arriving inside it replace one another; when it ends, the latest
  /// is forwarded and opens the next window. On completion the value still waiting is
  /// sent first, at once, then completion; failure and interruption are forwarded at once
  /// and drop it.
  ///
  /// ```swift
  /// signal.throttle(.seconds(1), on: scheduler).observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// emitter.emit(2)
  /// emitter.emit(3)
  /// scheduler.advance(by: .seconds(1))  // Prints "3"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The length of a window.
  ///   - scheduler: Where windows are timed and the values at their ends delivered.
  /// - Returns: A signal of at most one value per window, and this one's end.
  public func throttle(_ interval: Duration, on scheduler: some DateScheduler) -> Signal {
    lift(Transformations.throttle(interval, on: scheduler))
  }
}

extension SignalProducer {
  /// Forwards at most one value of each run per `interval` on `scheduler` (see
  /// ``Signal/throttle(_:on:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 3])
  ///   .throttle(.seconds(1), on: scheduler)
  ///   .startWithValues { print($0) }
  /// // Prints "1", then "3" at once: completion sends the value still waiting
  /// ```
  ///
  /// Interrupting a run cancels its window.
  ///
  /// - Returns: A producer whose runs send at most one value of a run of this one per window.
  public func throttle(_ interval: Duration, on scheduler: some DateScheduler) -> SignalProducer {
    liftTimed(Transformations.throttle(interval, on: scheduler))
  }
}

/// The state of one `throttle`: the open window's timer, and the value waiting for its end.
struct ThrottleState<Value: Sendable>: Sendable {
  var pending: Value?
  /// Set while a window is open.
  var window: (any Disposable)?
  var isWindowOpen = false

  mutating func closeWindow() -> Value? {
    window?.dispose()
    window = nil
    isWindowOpen = false
    defer { pending = nil }
    return pending
  }
}

extension Transformations {
  static func throttle<Value, Failure, S: DateScheduler>(
    _ interval: Duration, on scheduler: S
  ) -> Transformation<Value, Failure, Value, Failure> {
    typealias Input = TimedInput<Value, Failure, Void>
    @Sendable func openWindow(_ state: inout ThrottleState<Value>, _ ticks: TickRelay<Input>) {
      state.isWindowOpen = true
      state.window = scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
        ticks.send(.tick(()))
      }
    }
    return timed(
      state: ThrottleState<Value>(),
      process: { (state, input: Input, downstream, ticks) in
        switch input {
        case .upstream(.value(let value)):
          guard !state.isWindowOpen else {
            state.pending = value
            return
          }
          openWindow(&state, ticks)
          downstream.emit(value)
        case .upstream(.completed):
          if let value = state.closeWindow() { downstream.emit(value) }
          downstream.complete()
        case .upstream(let event):
          _ = state.closeWindow()
          downstream.send(event)
        case .tick:
          // A tick of a window closed meanwhile finds none open.
          guard state.isWindowOpen, let value = state.closeWindow() else {
            state.isWindowOpen = false
            state.window = nil
            return
          }
          openWindow(&state, ticks)
          downstream.emit(value)
        }
      },
      close: { state in _ = state.closeWindow() })
  }
}
