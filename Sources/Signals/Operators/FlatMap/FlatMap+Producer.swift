extension Signal {
  /// Maps each value to a producer, starts a run of it, and forwards the values of those
  /// runs.
  ///
  /// `strategy` decides which runs go on at a time — see ``FlattenStrategy``: `.latest`
  /// interrupts the previous run when the next value arrives, `.race` interrupts the
  /// losers, `.concat` starts the next run only after the previous one completed. The
  /// first failure or interruption ends the result and interrupts every run.
  ///
  /// ```swift
  /// let (queries, search) = Signal<String, LoadError>.pipe()
  /// queries.flatMap(.latest) { query in api.search(query) }.observeValues { print($0) }
  /// search.emit("sig")  // Starts a search; one typed later interrupts it.
  /// ```
  ///
  /// - Returns: A signal of the runs' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Failure>
  ) -> Signal<U, Failure> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).run(observer)
    }
  }

  /// Maps each value to a producer that cannot fail, starts a run of it, and forwards the
  /// values of those runs.
  ///
  /// Behaves like the overload whose producers share this signal's failure type.
  ///
  /// ```swift
  /// ids.flatMap(.concat) { id in SignalProducer(value: "user \(id)") }
  ///   .observeValues { print($0) }
  /// select.emit(7)  // Prints "user 7"
  /// ```
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Failure> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).run(Signal<U, Never>.Observer { observer.send($0.mapError(absurd)) })
    }
  }
}

extension Signal where Failure == Never {
  /// Maps each value to a producer that can fail, starts a run of it, and forwards the
  /// values of those runs; the result fails when a run fails.
  ///
  /// ```swift
  /// queries.flatMap(.latest) { api.search($0) }.observe { print($0) }
  /// search.emit("sig")  // Prints "value(["Signals"])" when the search answers
  /// ```
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> SignalProducer<U, F>
  ) -> Signal<U, F> {
    .flattening(strategy) { outer in
      observe { outer.send($0.mapError(absurd)) }
    } start: { value, observer in
      transform(value).run(observer)
    }
  }

  /// Maps each value to a producer, starts a run of it, and forwards the values of those
  /// runs, when neither this signal nor the producers can fail.
  ///
  /// This overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// taps.flatMap(.concat) { _ in SignalProducer(values: [1, 2]) }.observeValues { print($0) }
  /// tap.emit()  // Prints "1", then "2"
  /// ```
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Never> {
    .flattening(strategy) { outer in
      observe(outer)
    } start: { value, observer in
      transform(value).run(observer)
    }
  }
}

extension SignalProducer {
  /// Maps each value of a run to a producer — or a signal, or a property — starts a run of
  /// it, and forwards the values of those inner runs.
  ///
  /// `strategy` decides which inner runs go on at a time — see ``FlattenStrategy``. The
  /// first failure or interruption ends the run and interrupts every inner run.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).flatMap(.concat) { SignalProducer(values: [$0, $0 * 10]) }
  ///   .startWithValues { print($0) }  // Prints "1", "10", "2", then "20"
  /// ```
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible<Inner.Value, Failure>>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Failure> {
    .flattening(strategy) { outer in
      start(outer)
    } start: { value, inner in
      transform(value).producer.run(inner)
    }
  }

  /// Maps each value of a run to a producer that cannot fail, starts a run of it, and
  /// forwards the values of those inner runs.
  ///
  /// ```swift
  /// loads.flatMap(.latest) { _ in SignalProducer(value: "done") }.startWithValues { print($0) }
  /// ```
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible<Inner.Value, Never>>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Failure> {
    .flattening(strategy) { outer in
      start(outer)
    } start: { value, inner in
      transform(value).producer.run(
        Signal<Inner.Value, Never>.Observer { inner.send($0.mapError(absurd)) })
    }
  }
}

extension SignalProducer where Failure == Never {
  /// Maps each value of a run to a producer that can fail, starts a run of it, and
  /// forwards the values of those inner runs; the run fails when an inner run fails.
  ///
  /// ```swift
  /// SignalProducer(value: "sig").flatMap(.latest) { api.search($0) }
  ///   .startWithResult { print($0) }
  /// ```
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Failure> {
    .flattening(strategy) { outer in
      start { outer.send($0.mapError(absurd)) }
    } start: { value, inner in
      transform(value).producer.run(inner)
    }
  }

  /// Maps each value of a run to a producer, starts a run of it, and forwards the values
  /// of those inner runs, when nothing can fail.
  ///
  /// This overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).flatMap(.merge) { SignalProducer(value: $0 * 2) }
  ///   .startWithValues { print($0) }  // Prints "2", then "4"
  /// ```
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible<Inner.Value, Never>>(
    _ strategy: FlattenStrategy = .merge,
    _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> {
    .flattening(strategy) { outer in
      start(outer)
    } start: { value, inner in
      transform(value).producer.run(inner)
    }
  }
}

extension SignalProducer {
  /// Derives a producer whose runs start the outer stream and flatten its inner streams
  /// (see ``Signal/connectFlattening(_:outer:start:downstream:lifetime:)``): the body of
  /// every flattening operator of producers.
  @inlinable
  static func flattening<Outer>(
    _ strategy: FlattenStrategy,
    outer: @escaping @Sendable (Signal<Outer, Failure>.Observer) -> (any Disposable)?,
    start: @escaping FlattenState<Outer, Value, Failure>.Start
  ) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Signal.connectFlattening(
        strategy, outer: outer, start: start, downstream: observer, lifetime: lifetime)
    }
  }
}
