/// One input of a multi-input operator, seen through the value type all its inputs share.
///
/// Combining signals of different value types (`combineLatest(a, b)` of an `Int` and a
/// `String` signal) is written once, for inputs of one type: each input is wrapped so that
/// its values arrive already converted, for instance into a ``Component``. The conversion
/// happens inside the observation itself, so no intermediate signal is created per input.
struct MultiInput<Element: Sendable, Failure: Error>: Sendable {
  /// Starts forwarding the input's events, converted, to `observer`.
  let observe: @Sendable (_ observer: Signal<Element, Failure>.Observer) -> any Disposable

  init(_ signal: Signal<Element, Failure>) {
    observe = { observer in signal.observe(observer) }
  }

  init<Value>(_ signal: Signal<Value, Failure>, _ convert: @escaping @Sendable (Value) -> Element) {
    observe = { observer in
      signal.observe { event in observer.send(event.map(convert)) }
    }
  }
}

extension Signal {
  /// Derives a signal from `inputs`, every event of which is handed to `process` in one
  /// serial place.
  ///
  /// Every input is funnelled through a single ``Serializer``, tagged with its index, so
  /// `process` owns `state` without a lock and a terminal event decided there can never
  /// overtake a value another thread is still forwarding. `process` may send downstream
  /// directly. With no inputs at all, the derived signal completes at once: nothing could
  /// ever be sent on it.
  ///
  /// The serializer is closed when the derived signal's lifetime ends — on termination, or
  /// when it is released unobserved — together with the observations of every input.
  static func funnel<Element, State>(
    _ inputs: [MultiInput<Element, Failure>],
    state: State,
    process:
      @escaping @Sendable (
        _ state: inout State,
        _ index: Int,
        _ event: Signal<Element, Failure>.Event,
        _ downstream: Observer
      ) -> Void
  ) -> Signal {
    Signal { downstream, lifetime in
      guard !inputs.isEmpty else { return downstream.complete() }
      let serializer = Serializer<(index: Int, event: Signal<Element, Failure>.Event), State>(
        state: state
      ) { state, input in
        process(&state, input.index, input.event, downstream)
      }
      // Registered before any input is observed: an input that has already terminated
      // may end the derived signal from inside `observe`, and the serializer must close.
      lifetime.observeEnded { serializer.close() }
      for (index, input) in inputs.enumerated() {
        lifetime += input.observe(
          Signal<Element, Failure>.Observer { event in serializer.send((index, event)) })
      }
    }
  }
}
