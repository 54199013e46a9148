/// One input of a multi-input operator, seen through the value type all its inputs share.
///
/// Combining signals of different value types (`combineLatest(a, b)` of an `Int` and a
/// `String` signal) is written once, for inputs of one type: each input is wrapped so that
/// its values arrive already converted, for instance into a ``Component``. The conversion
/// happens inside the observation itself, so no intermediate signal is created per input.
@usableFromInline
struct MultiInput<Element: Sendable, Failure: Error>: Sendable {
  /// Starts forwarding the input's events, converted, to `observer`.
  @usableFromInline let observe:
    @Sendable (_ observer: Signal<Element, Failure>.Observer) -> any Disposable

  @inlinable
  init(_ signal: Signal<Element, Failure>) {
    observe = { observer in signal.observe(observer) }
  }

  @inlinable
  init<Value>(_ signal: Signal<Value, Failure>, _ convert: @escaping @Sendable (Value) -> Element) {
    observe = { observer in
      signal.observe { event in observer.send(event.map(convert)) }
    }
  }

  /// An input observed by `observe`, for inputs no other initializer fits.
  @inlinable
  init(
    observe: @escaping @Sendable (_ observer: Signal<Element, Failure>.Observer) -> any Disposable
  ) {
    self.observe = observe
  }

  /// An input that is a run of `producer`, started when the operator's result is.
  @inlinable
  init(_ producer: SignalProducer<Element, Failure>) {
    observe = { observer in producer.start(observer) }
  }

  @inlinable
  init<Value>(
    _ producer: SignalProducer<Value, Failure>, _ convert: @escaping @Sendable (Value) -> Element
  ) {
    observe = { observer in
      producer.start { event in observer.send(event.map(convert)) }
    }
  }
}

/// The state machine of a multi-input operator: it owns everything the operator knows and
/// decides, for each event of each input, what to send downstream.
///
/// It is touched only from the operator's ``Serializer``, so it needs no lock; only its
/// type is shared between threads (`SendableMetatype`), to call its requirements.
@usableFromInline
protocol MultiInputState<Element, Failure>: SendableMetatype {
  associatedtype Element: Sendable
  associatedtype Failure: Error

  @inlinable
  init(inputCount: Int)

  /// Takes in an event of the input at `index` and says what to send downstream.
  @inlinable
  mutating func receive(
    _ event: Signal<Element, Failure>.Event, from index: Int
  ) -> MultiInputAction<Element, Failure>
}

/// What a multi-input operator sends downstream after an event: at most one value, made
/// from one `Element` per input, in input order, and at most one terminal event.
@usableFromInline
enum MultiInputAction<Element, Failure: Error> {
  case none
  case emit([Element])
  /// A value that is the last: no input can contribute to another one.
  case emitThenComplete([Element])
  case complete
  case fail(Failure)
  case interrupt
}

extension Signal {
  /// Derives a signal from `inputs`, every event of which is decided by one `State` in one
  /// serial place; `combine` turns the elements of an emitted action into a value.
  ///
  /// Every input is funnelled through a single ``Serializer``, tagged with its index, so
  /// the state needs no lock and a terminal event decided there can never overtake a
  /// value another thread is still forwarding. With no inputs at all, the derived signal
  /// completes at once: nothing could ever be sent on it.
  ///
  /// The serializer is closed when the derived signal's lifetime ends — on termination, or
  /// when it is released unobserved — together with the observations of every input.
  @inlinable
  static func funnel<State: MultiInputState<State.Element, Failure>>(
    _ inputs: [MultiInput<State.Element, Failure>],
    into _: State.Type,
    combine: @escaping @Sendable ([State.Element]) -> Value
  ) -> Signal {
    // Serial: downstream is sent to only by the serializer, or once before any input.
    Signal.serial { downstream, lifetime in
      connect(
        inputs, into: State.self, combine: combine, downstream: downstream, lifetime: lifetime)
    }
  }

  /// Observes `inputs` through one serializer that decides, with a `State`, what to send
  /// to `downstream`; everything ends with `lifetime`.
  ///
  /// The body of every multi-input operator, on signals and on producers alike.
  @inlinable
  static func connect<State: MultiInputState<State.Element, Failure>>(
    _ inputs: [MultiInput<State.Element, Failure>],
    into _: State.Type,
    combine: @escaping @Sendable ([State.Element]) -> Value,
    downstream: Observer,
    lifetime: Lifetime
  ) {
    typealias Input = (index: Int, event: Signal<State.Element, Failure>.Event)
    guard !inputs.isEmpty else { return downstream.complete() }
    let serializer = Serializer<Input, State>(state: State(inputCount: inputs.count)) {
      state, input in
      switch state.receive(input.event, from: input.index) {
      case .none: break
      case .emit(let elements): downstream.emit(combine(elements))
      case .emitThenComplete(let elements):
        downstream.emit(combine(elements))
        downstream.complete()
      case .complete: downstream.complete()
      case .fail(let error): downstream.fail(error)
      case .interrupt: downstream.interrupt()
      }
    }
    // Registered before any input is observed: an input that has already terminated
    // may end the derived signal from inside `observe`, and the serializer must close.
    lifetime.observeEnded { serializer.close() }
    for (index, input) in inputs.enumerated() {
      lifetime += input.observe(
        Signal<State.Element, Failure>.Observer { event in serializer.send((index, event)) })
    }
  }
}
