extension Signal {
  /// Combines the latest value of this signal with the latest value of `other`.
  ///
  /// ```swift
  /// let names = Signal<String, Never>.pipe(), ages = Signal<Int, Never>.pipe()
  /// names.signal.combineLatest(with: ages.signal).observeValues { print($0) }
  /// names.emitter.emit("Ada")  // Prints nothing: no age yet
  /// ages.emitter.emit(36)      // Prints "("Ada", 36)"
  /// ages.emitter.emit(37)      // Prints "("Ada", 37)"
  /// ```
  ///
  /// - Returns: A signal that behaves as ``combineLatest(_:_:)``.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Failure>) -> Signal<(Value, U), Failure> {
    .combineLatest(self, other)
  }

  /// Combines the latest values of two signals.
  ///
  /// The result emits once both signals have sent a value, then again on every value of
  /// either, pairing it with the latest value of the other.
  ///
  /// ```swift
  /// Signal.combineLatest(names, ages).observeValues { print($0) }
  /// namesEmitter.emit("Ada")  // Prints nothing: no age yet
  /// agesEmitter.emit(36)      // Prints "("Ada", 36)"
  /// namesEmitter.emit("Bob")  // Prints "("Bob", 36)"
  /// ```
  ///
  /// It completes when both signals have completed, or at once when one completes
  /// without ever having sent a value, since nothing could be emitted any more. It fails
  /// with the first failure and is interrupted by the first interruption, and then stops
  /// observing the other signal.
  @inlinable
  public static func combineLatest<A, B>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>
  ) -> Signal where Value == (A, B) {
    funnel(Component.inputs(a, b), into: CombineLatestState.self, combine: Component.tuple2)
  }

  /// Combines the latest values of three signals.
  ///
  /// ```swift
  /// Signal.combineLatest(a, b, c).observeValues { print($0) }
  /// aEmitter.emit(1); bEmitter.emit("x"); cEmitter.emit(true)  // Prints "(1, "x", true)"
  /// aEmitter.emit(2)                                           // Prints "(2, "x", true)"
  /// ```
  ///
  /// - Returns: A signal that behaves as ``combineLatest(_:_:)``, for three signals.
  @inlinable
  public static func combineLatest<A, B, C>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>
  ) -> Signal where Value == (A, B, C) {
    funnel(Component.inputs(a, b, c), into: CombineLatestState.self, combine: Component.tuple3)
  }

  /// Combines the latest values of four signals.
  ///
  /// ```swift
  /// Signal.combineLatest(a, b, c, d).observeValues { print($0) }
  /// aEmitter.emit(1); bEmitter.emit(2); cEmitter.emit(3); dEmitter.emit(4)
  /// // Prints "(1, 2, 3, 4)"
  /// ```
  ///
  /// - Returns: A signal that behaves as ``combineLatest(_:_:)``, for four signals.
  @inlinable
  public static func combineLatest<A, B, C, D>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>,
    _ d: Signal<D, Failure>
  ) -> Signal where Value == (A, B, C, D) {
    funnel(Component.inputs(a, b, c, d), into: CombineLatestState.self, combine: Component.tuple4)
  }

  /// Combines the latest values of any number of signals of one value type.
  ///
  /// The result emits the latest value of every signal, in the order of `signals`, under
  /// the rules of ``combineLatest(_:_:)``. With no signals at all it completes at once.
  ///
  /// ```swift
  /// Signal.combineLatest([a, b, c]).observeValues { print($0) }
  /// aEmitter.emit(1); bEmitter.emit(2); cEmitter.emit(3)  // Prints "[1, 2, 3]"
  /// bEmitter.emit(20)                                     // Prints "[1, 20, 3]"
  /// ```
  @inlinable
  public static func combineLatest<Element>(
    _ signals: some Sequence<Signal<Element, Failure>>
  ) -> Signal where Value == [Element] {
    funnel(signals.map(MultiInput.init), into: CombineLatestState.self) { $0 }
  }
}

extension SignalProducer {
  /// Combines the latest value of every run of this producer with the latest value of a
  /// run of `other`, started with it.
  ///
  /// ```swift
  /// let name = SignalProducer(value: "Ada")
  /// name.combineLatest(with: SignalProducer(values: [36, 37])).startWithValues { print($0) }
  /// // Prints "("Ada", 36)", then "("Ada", 37)"
  /// ```
  ///
  /// - Returns: A producer whose runs behave as ``Signal/combineLatest(_:_:)``.
  @inlinable
  public func combineLatest<Other: SignalProducerConvertible<Other.Value, Failure>>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Failure> {
    .combineLatest(self, other)
  }

  /// Combines the latest values of runs of two producers, started together.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/combineLatest(_:_:)``.
  @inlinable
  public static func combineLatest<A, B>(
    _ a: some SignalProducerConvertible<A, Failure>, _ b: some SignalProducerConvertible<B, Failure>
  ) -> SignalProducer where Value == (A, B) {
    funnel(
      Component.inputs(a.producer, b.producer), into: CombineLatestState.self,
      combine: Component.tuple2)
  }

  /// Combines the latest values of runs of three producers, started together.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/combineLatest(_:_:)``.
  @inlinable
  public static func combineLatest<A, B, C>(
    _ a: some SignalProducerConvertible<A, Failure>,
    _ b: some SignalProducerConvertible<B, Failure>,
    _ c: some SignalProducerConvertible<C, Failure>
  ) -> SignalProducer where Value == (A, B, C) {
    funnel(
      Component.inputs(a.producer, b.producer, c.producer), into: CombineLatestState.self,
      combine: Component.tuple3)
  }

  /// Combines the latest values of runs of four producers, started together.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/combineLatest(_:_:)``.
  @inlinable
  public static func combineLatest<A, B, C, D>(
    _ a: some SignalProducerConvertible<A, Failure>,
    _ b: some SignalProducerConvertible<B, Failure>,
    _ c: some SignalProducerConvertible<C, Failure>, _ d: some SignalProducerConvertible<D, Failure>
  ) -> SignalProducer where Value == (A, B, C, D) {
    funnel(
      Component.inputs(a.producer, b.producer, c.producer, d.producer),
      into: CombineLatestState.self, combine: Component.tuple4)
  }

  /// Combines the latest values of runs of any number of producers of one value type,
  /// started together in order.
  ///
  /// ```swift
  /// SignalProducer.combineLatest([SignalProducer(value: 1), SignalProducer(value: 2)])
  ///   .startWithValues { print($0) }  // Prints "[1, 2]"
  /// ```
  @inlinable
  public static func combineLatest<Element>(
    _ producers: some Sequence<some SignalProducerConvertible<Element, Failure>>
  ) -> SignalProducer where Value == [Element] {
    funnel(producers.map { MultiInput($0.producer) }, into: CombineLatestState.self) { $0 }
  }

  /// Combines the latest values of runs of any number of producers, as the form without a sentinel
  /// does, but sends `emptySentinel` and completes when there are none: ReactiveSwift's
  /// form, for a list that may be empty and a consumer that waits for one value.
  ///
  /// ```swift
  /// let none: [SignalProducer<Int, Never>] = []
  /// SignalProducer.combineLatest(none, emptySentinel: [])
  ///   .startWithValues { print($0) }  // Prints "[]"
  /// ```
  @inlinable
  public static func combineLatest<Element>(
    _ producers: some Sequence<some SignalProducerConvertible<Element, Failure>>,
    emptySentinel: [Element]
  ) -> SignalProducer where Value == [Element] {
    let inputs = producers.map { MultiInput($0.producer) }
    guard !inputs.isEmpty else { return SignalProducer(value: emptySentinel) }
    return funnel(inputs, into: CombineLatestState.self) { $0 }
  }
}
