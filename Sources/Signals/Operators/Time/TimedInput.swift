/// What a time operator's serializer processes: an upstream event, or a timer's tick.
///
/// A timer fires on the scheduler's thread while upstream events arrive on theirs; on a
/// real scheduler the two race. Every time operator funnels both through one
/// ``Serializer``, so that its state is touched in one serial place and no downstream
/// send can overtake another.
enum TimedInput<Value: Sendable, Failure: Error, Tick: Sendable>: Sendable {
  case upstream(Signal<Value, Failure>.Event)
  case tick(Tick)
}

/// Carries timer ticks into a serializer that did not exist yet when its `process`
/// closure was made.
///
/// Scheduled actions hold the relay, and the relay holds the serializer, so that a value
/// still waiting on the scheduler keeps the operator alive after upstream ended. The
/// serializer's `close` disconnects the relay, which breaks that cycle.
final class TickRelay<Input: Sendable>: Sendable {
  private let target = Locked<(@Sendable (Input) -> Void)?>.make(nil)

  func connect(_ send: @escaping @Sendable (Input) -> Void) {
    target.withLock { $0 = send }
  }

  func disconnect() {
    // Released outside the lock: the closure holds the serializer.
    let released = target.withLock { target in
      defer { target = nil }
      return target
    }
    withExtendedLifetime(released) {}
  }

  func send(_ input: Input) {
    target.withLock { $0 }?(input)
  }
}

extension Transformations {
  /// A transformation whose upstream events and timer ticks go through one serializer,
  /// which is closed — cancelling its timers through `close` — when the derived stream ends.
  static func timed<Value, Failure, U, G, Tick: Sendable, State: Sendable>(
    state: State,
    process:
      @escaping @Sendable (
        _ state: inout State, _ input: TimedInput<Value, Failure, Tick>,
        _ downstream: Signal<U, G>.Observer, _ ticks: TickRelay<TimedInput<Value, Failure, Tick>>
      ) -> Void,
    close: @escaping @Sendable (inout State) -> Void,
    start: (@Sendable (TickRelay<TimedInput<Value, Failure, Tick>>) -> (any Disposable)?)? = nil
  ) -> Transformation<Value, Failure, U, G> {
    { downstream, lifetime in
      let ticks = TickRelay<TimedInput<Value, Failure, Tick>>()
      let serializer = Serializer<TimedInput<Value, Failure, Tick>, State>(
        state: state,
        process: { state, input in process(&state, input, downstream, ticks) },
        close: { state in
          close(&state)
          ticks.disconnect()
        })
      ticks.connect { serializer.send($0) }
      // Weak: the stream's lifetime must not keep the operator alive; its timers and its
      // upstream observation do, until it ends.
      lifetime.observeEnded { [weak serializer] in serializer?.close() }
      // A timer started with the stream is cancelled when it ends.
      lifetime += start?(ticks)
      return Signal.Observer { event in serializer.send(.upstream(event)) }
    }
  }
}

extension SignalProducer {
  /// Derives a producer that passes each run's events through `transformation`, in a run
  /// of its own.
  ///
  /// Not `lift(_:endsEarly:)`, which threads the transformation into this producer's run:
  /// that run ends at its source's terminal event, while a time operator may still have a
  /// value waiting on the scheduler (as ``observe(on:)`` may). A run of its own ends when
  /// its downstream has received the terminal event or is interrupted — which is when the
  /// timers must be cancelled — and ending it interrupts the upstream run, so an operator
  /// that ends early (`timeout`) stops its source.
  func liftTimed<U, G>(
    _ transformation: @escaping Transformation<Value, Failure, U, G>
  ) -> SignalProducer<U, G> {
    SignalProducer<U, G> { observer, lifetime in
      lifetime += start(transformation(observer, lifetime))
    }
  }
}
