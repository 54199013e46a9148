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

/// The state of one `delay`: the deliveries waiting on the scheduler, in the order their
/// events arrived.
///
/// Every event waits the same interval, so their instants never decrease in arrival
/// order; when one delivery's time comes, every earlier one is due too. A tick therefore
/// sends every waiting event up to its own, in order, whatever order the scheduler's
/// timers fire in: Dispatch does not promise to run `asyncAfter` work of nearby deadlines
/// in deadline order, and the race tests caught it reordering one sender's values.
struct DelayState<Event: Sendable>: Sendable {
  struct Delivery: Sendable {
    let id: UInt64
    let event: Event
    /// `nil` when the scheduler gave no disposable (it ran, or queued its tick, already).
    let timer: (any Disposable)?
  }

  /// The waiting deliveries from `head` on, by increasing id.
  private var waiting: [Delivery] = []
  private var head = 0
  private var nextID: UInt64 = 0

  /// The id the next delivery gets.
  mutating func makeID() -> UInt64 {
    defer { nextID += 1 }
    return nextID
  }

  mutating func append(_ id: UInt64, _ event: Event, timer: (any Disposable)?) {
    waiting.append(Delivery(id: id, event: event, timer: timer))
  }

  /// Removes and returns the events of every delivery up to `id`, in order, cancelling
  /// the timers of those whose tick has not come yet. Empty when a failure cancelled them
  /// while the tick was on the way.
  mutating func takeDue(upTo id: UInt64) -> [Event] {
    var due: [Event] = []
    while head < waiting.count, waiting[head].id <= id {
      let delivery = waiting[head]
      head += 1
      if delivery.id != id { delivery.timer?.dispose() }
      due.append(delivery.event)
    }
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 64 && head * 2 > waiting.count {
      waiting.removeFirst(head)
      head = 0
    }
    return due
  }

  mutating func cancelAll() {
    let timers = waiting[head...].map(\.timer)
    waiting = []
    head = 0
    for timer in timers { timer?.dispose() }
  }
}

extension Transformations {
  static func delay<Value, Failure, S: DateScheduler>(
    _ interval: Duration, on scheduler: S
  ) -> Transformation<Value, Failure, Value, Failure> {
    typealias Event = Signal<Value, Failure>.Event
    return timed(
      state: DelayState<Event>(),
      process: { (state, input: TimedInput<Value, Failure, UInt64>, downstream, ticks) in
        switch input {
        case .upstream(let event):
          switch event {
          case .value, .completed:
            let id = state.makeID()
            let timer = scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
              ticks.send(.tick(id))
            }
            state.append(id, event, timer: timer)
          case .failed, .interrupted:
            state.cancelAll()
            downstream.send(event)
          }
        case .tick(let id):
          for event in state.takeDue(upTo: id) { downstream.send(event) }
        }
      },
      close: { state in state.cancelAll() })
  }
}
