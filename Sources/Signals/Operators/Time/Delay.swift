extension Signal {
  /// Delays every value, and completion, by `interval` on `scheduler`.
  ///
  /// As in ReactiveSwift, failure and interruption are not delayed: they are forwarded at
  /// once, and the values still waiting on the scheduler are dropped.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// signal.delay(.seconds(1), on: scheduler).observe { print($0) }
  /// emitter.emit(1)
  /// emitter.complete()
  /// scheduler.advance(by: .seconds(1))  // Prints "value(1)", then "completed"
  /// ```
  ///
  /// > Note: Once the derived signal ends, or its last observer is disposed, the
  /// > deliveries still scheduled are cancelled and released.
  ///
  /// - Parameters:
  ///   - interval: How long each value and the completion wait.
  ///   - scheduler: Where the delayed events are delivered.
  /// - Returns: A signal of the same events, values and completion `interval` later.
  public func delay(_ interval: Duration, on scheduler: some DateScheduler) -> Signal {
    lift(Transformations.delay(interval, on: scheduler))
  }
}

extension SignalProducer {
  /// Delays every value, and completion, of each run by `interval` on `scheduler`;
  /// failure and interruption are forwarded at once (see ``Signal/delay(_:on:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2])
  ///   .delay(.seconds(1), on: scheduler)
  ///   .startWithValues { print($0) }
  /// scheduler.advance(by: .seconds(1))  // Prints "1", then "2"
  /// ```
  ///
  /// Interrupting a run cancels the deliveries still scheduled for it.
  ///
  /// - Returns: A producer whose runs send a run of this one's events `interval` later.
  public func delay(_ interval: Duration, on scheduler: some DateScheduler) -> SignalProducer {
    liftTimed(Transformations.delay(interval, on: scheduler))
  }
}

/// The state of one `delay`: the deliveries waiting on the scheduler, by id.
struct DelayState {
  /// A delivery whose scheduler gave no disposable (it ran, or queued its tick, already)
  /// is kept as `nil`, so that its tick still finds it.
  var pending: [UInt64: (any Disposable)?] = [:]
  var nextID: UInt64 = 0

  mutating func cancelAll() {
    let timers = pending.values
    pending = [:]
    for timer in timers { timer?.dispose() }
  }
}

extension Transformations {
  static func delay<Value, Failure, S: DateScheduler>(
    _ interval: Duration, on scheduler: S
  ) -> Transformation<Value, Failure, Value, Failure> {
    typealias Tick = (id: UInt64, event: Signal<Value, Failure>.Event)
    return timed(
      state: DelayState(),
      process: { (state, input: TimedInput<Value, Failure, Tick>, downstream, ticks) in
        switch input {
        case .upstream(let event):
          switch event {
          case .value, .completed:
            let id = state.nextID
            state.nextID += 1
            let timer = scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
              ticks.send(.tick((id, event)))
            }
            state.pending.updateValue(timer, forKey: id)
          case .failed, .interrupted:
            state.cancelAll()
            downstream.send(event)
          }
        case .tick(let tick):
          // Gone when a failure cancelled it while its tick was on the way.
          guard state.pending.removeValue(forKey: tick.id) != nil else { return }
          downstream.send(tick.event)
        }
      },
      close: { state in state.cancelAll() })
  }
}
