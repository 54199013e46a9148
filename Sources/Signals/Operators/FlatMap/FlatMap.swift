extension Signal {
  /// Maps each value to a signal and forwards the values of those inner signals.
  ///
  /// `strategy` decides which inner signals are observed at a time — see
  /// ``FlattenStrategy``. The first failure or interruption, of this signal or of an inner
  /// one, ends the result and disposes every inner observation.
  ///
  /// ```swift
  /// let (pages, show) = Signal<Int, LoadError>.pipe()
  /// let (taps, tap) = Signal<String, LoadError>.pipe()
  /// pages.flatMap { _ in taps }.observeValues { print($0) }
  /// tap.emit("back")      // Prints nothing: no page is shown yet.
  /// show.emit(1)
  /// tap.emit("settings")  // Prints "settings"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner signals are combined; `.merge` observes them all at once.
  ///   - transform: Makes the inner signal for a value. It runs serially, never twice at
  ///     once; under `.concat`, only when the inner signal's turn comes.
  /// - Returns: A signal of the inner signals' values.
  ///
  /// > Note: Inner signals are hot: an inner signal sends to the result only what it sends
  /// > after `transform` returned it. An inner signal that has already terminated counts
  /// > as terminated at once.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Signal<U, Failure>
  ) -> Signal<U, Failure> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).observation(observer.action)
    }
  }

  /// Maps each value to a signal that cannot fail and forwards the values of those
  /// inner signals.
  ///
  /// Behaves like the overload whose inner signals share this signal's failure type.
  ///
  /// ```swift
  /// let (ids, select) = Signal<Int, LoadError>.pipe()
  /// let (names, name) = Signal<String, Never>.pipe()
  /// ids.flatMap(.latest) { _ in names }.observe { print($0) }
  /// select.emit(1)
  /// name.emit("Ada")          // Prints "value(Ada)"
  /// select.fail(.offline)     // Prints "failed(offline)"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner signals are combined; `.merge` observes them all at once.
  ///   - transform: Makes the inner signal for a value.
  /// - Returns: A signal of the inner signals' values, failing only when this one fails.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Signal<U, Never>
  ) -> Signal<U, Failure> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).observation { observer.send($0.mapError(absurd)) }
    }
  }
}

extension Signal where Failure == Never {
  /// Maps each value to a signal that can fail and forwards the values of those inner
  /// signals.
  ///
  /// Behaves like the overload whose inner signals share this signal's failure type; the
  /// result fails when an inner signal fails.
  ///
  /// ```swift
  /// let (queries, search) = Signal<String, Never>.pipe()
  /// let (results, respond) = Signal<[String], LoadError>.pipe()
  /// queries.flatMap(.latest) { _ in results }.observe { print($0) }
  /// search.emit("sig")
  /// respond.emit(["Signals"])  // Prints "value(["Signals"])"
  /// respond.fail(.offline)     // Prints "failed(offline)"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner signals are combined; `.merge` observes them all at once.
  ///   - transform: Makes the inner signal for a value.
  /// - Returns: A signal of the inner signals' values, failing as they fail.
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Signal<U, F>
  ) -> Signal<U, F> {
    .flattening(strategy) { outer in
      observe { outer.send($0.mapError(absurd)) }
    } start: { value, observer in
      transform(value).observation(observer.action)
    }
  }

  /// Maps each value to a signal and forwards the values of those inner signals, when
  /// neither this signal nor the inner signals can fail.
  ///
  /// This overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// let (pages, show) = Signal<Int, Never>.pipe()
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// pages.flatMap { _ in taps }.observeValues { print($0) }
  /// show.emit(1)
  /// tap.emit("settings")  // Prints "settings"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner signals are combined; `.merge` observes them all at once.
  ///   - transform: Makes the inner signal for a value.
  /// - Returns: A signal of the inner signals' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Signal<U, Never>
  ) -> Signal<U, Never> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).observation(observer.action)
    }
  }
}

extension Signal {
  /// Builds a signal that flattens the inner signals of an outer stream of `Outer`s.
  ///
  /// Every entry point — each `flatMap` and `merge` — is this with a different outer
  /// source and a different way to observe an inner signal, so they share one state
  /// machine, ``FlattenState``.
  ///
  /// - Parameters:
  ///   - outer: Starts the outer stream, sending into the observer it is given; runs once,
  ///     at once. What it returns is disposed with the result.
  ///   - start: Makes the inner signal for an outer value and observes it.
  @inlinable
  static func flattening<Outer>(
    _ strategy: FlattenStrategy,
    outer: (Signal<Outer, Failure>.Observer) -> (any Disposable)?,
    start: @escaping FlattenState<Outer, Value, Failure>.Start
  ) -> Signal {
    // Serial: downstream is sent to only by the state machine, inside the serializer.
    Signal.serial { downstream, lifetime in
      connectFlattening(
        strategy, outer: outer, start: start, downstream: downstream, lifetime: lifetime)
    }
  }

  /// Starts the outer stream and flattens its inner streams into `downstream` until
  /// `lifetime` ends: the body of every flattening operator, on signals and producers.
  ///
  /// Specialised for the caller's types but not inlined into it: inlined, this setup made
  /// the caller's function large enough that the optimizer stopped putting the emitters
  /// it makes in a loop on the stack, one more allocation per inner signal (S4).
  @inlinable @inline(never)
  static func connectFlattening<Outer>(
    _ strategy: FlattenStrategy,
    outer: (Signal<Outer, Failure>.Observer) -> (any Disposable)?,
    start: @escaping FlattenState<Outer, Value, Failure>.Start,
    downstream: Observer,
    lifetime: Lifetime
  ) {
    // While an inspector records, each inner stream starts as part of the node being
    // built here, so that it feeds the result's node, as the outer stream does. Two
    // initializers, not one given a chosen closure: the choice alone cost S4 42
    // instructions per outer value with no inspector on.
    let state =
      _slowPath(Inspection.isOn)
      ? FlattenState(
        strategy: strategy, start: Inspection.startingInsideRecordedNode(start),
        downstream: downstream)
      : FlattenState(strategy: strategy, start: start, downstream: downstream)
    let serializer = Serializer(state: state) { state, input in
      state.process(input)
    } close: { state in
      state.disposeInners()
    }
    serializer.send(.attach(serializer))
    // Holds the serializer until the result ends, and then closes it, which disposes the
    // inner observations and ends the serializer's cycle with its state (see
    // ``SerializerLink``).
    lifetime.observeEnded { serializer.close() }
    lifetime += outer(Signal<Outer, Failure>.Observer { serializer.send(.outer($0)) })
  }
}

/// Turns a failure that cannot happen into any failure type.
@usableFromInline
func absurd<Failure>(_ never: Never) -> Failure {}
