extension Signal {
  /// Pairs each value of this signal with the value of `other` sent at the same position.
  ///
  /// ```swift
  /// let letters = Signal<String, Never>.pipe(), numbers = Signal<Int, Never>.pipe()
  /// letters.signal.zip(with: numbers.signal).observeValues { print($0) }
  /// letters.emitter.emit("a")  // Prints nothing: no first number yet
  /// letters.emitter.emit("b")  // Prints nothing
  /// numbers.emitter.emit(1)    // Prints "("a", 1)"
  /// numbers.emitter.emit(2)    // Prints "("b", 2)"
  /// ```
  ///
  /// - Returns: A signal that behaves as ``zip(_:_:)``.
  @inlinable
  public func zip<U>(with other: Signal<U, Failure>) -> Signal<(Value, U), Failure> {
    .zip(self, other)
  }

  /// Pairs the values of two signals by position: the first with the first, the second
  /// with the second, and so on.
  ///
  /// Values that wait for their partner are buffered, without bound.
  ///
  /// ```swift
  /// Signal.zip(letters, numbers).observeValues { print($0) }
  /// lettersEmitter.emit("a")  // Prints nothing
  /// numbersEmitter.emit(1)    // Prints "("a", 1)"
  /// numbersEmitter.emit(2)    // Prints nothing: no second letter yet
  /// ```
  ///
  /// It completes as soon as one signal has completed and every value it sent has been
  /// paired, since no further pair is possible. It fails with the first failure and is
  /// interrupted by the first interruption, and then stops observing the other signal.
  @inlinable
  public static func zip<A, B>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>
  ) -> Signal where Value == (A, B) {
    funnel(Component.inputs(a, b), into: ZipState.self, combine: Component.tuple2)
  }

  /// Groups the values of three signals by position.
  ///
  /// ```swift
  /// Signal.zip(a, b, c).observeValues { print($0) }
  /// aEmitter.emit(1); bEmitter.emit("x"); cEmitter.emit(true)  // Prints "(1, "x", true)"
  /// aEmitter.emit(2)                                           // Prints nothing
  /// ```
  ///
  /// - Returns: A signal that behaves as ``zip(_:_:)``, for three signals.
  @inlinable
  public static func zip<A, B, C>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>
  ) -> Signal where Value == (A, B, C) {
    funnel(Component.inputs(a, b, c), into: ZipState.self, combine: Component.tuple3)
  }

  /// Groups the values of four signals by position.
  ///
  /// ```swift
  /// Signal.zip(a, b, c, d).observeValues { print($0) }
  /// aEmitter.emit(1); bEmitter.emit(2); cEmitter.emit(3); dEmitter.emit(4)
  /// // Prints "(1, 2, 3, 4)"
  /// ```
  ///
  /// - Returns: A signal that behaves as ``zip(_:_:)``, for four signals.
  @inlinable
  public static func zip<A, B, C, D>(
    _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>,
    _ d: Signal<D, Failure>
  ) -> Signal where Value == (A, B, C, D) {
    funnel(Component.inputs(a, b, c, d), into: ZipState.self, combine: Component.tuple4)
  }

  /// Groups the values of any number of signals of one value type by position.
  ///
  /// The result emits the n-th value of every signal, in the order of `signals`, under
  /// the rules of ``zip(_:_:)``. With no signals at all it completes at once.
  ///
  /// ```swift
  /// Signal.zip([a, b]).observeValues { print($0) }
  /// aEmitter.emit(1); aEmitter.emit(2)  // Prints nothing
  /// bEmitter.emit(10)                   // Prints "[1, 10]"
  /// bEmitter.emit(20)                   // Prints "[2, 20]"
  /// ```
  @inlinable
  public static func zip<Element>(
    _ signals: some Sequence<Signal<Element, Failure>>
  ) -> Signal where Value == [Element] {
    funnel(signals.map(MultiInput.init), into: ZipState.self) { $0 }
  }
}

extension SignalProducer {
  /// Pairs each value of every run of this producer with the value a run of `other`,
  /// started with it, sends at the same position.
  ///
  /// ```swift
  /// SignalProducer(values: ["a", "b"]).zip(with: SignalProducer(values: [1, 2]))
  ///   .startWithValues { print($0) }  // Prints "("a", 1)", then "("b", 2)"
  /// ```
  ///
  /// - Returns: A producer whose runs behave as ``Signal/zip(_:_:)``.
  @inlinable
  public func zip<Other: SignalProducerConvertible<Other.Value, Failure>>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Failure> {
    .zip(self, other)
  }

  /// Pairs the values of runs of two producers, started together, by position.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/zip(_:_:)``.
  @inlinable
  public static func zip<A, B>(
    _ a: some SignalProducerConvertible<A, Failure>, _ b: some SignalProducerConvertible<B, Failure>
  ) -> SignalProducer where Value == (A, B) {
    funnel(Component.inputs(a.producer, b.producer), into: ZipState.self, combine: Component.tuple2)
  }

  /// Groups the values of runs of three producers, started together, by position.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/zip(_:_:)``.
  @inlinable
  public static func zip<A, B, C>(
    _ a: some SignalProducerConvertible<A, Failure>,
    _ b: some SignalProducerConvertible<B, Failure>,
    _ c: some SignalProducerConvertible<C, Failure>
  ) -> SignalProducer where Value == (A, B, C) {
    funnel(
      Component.inputs(a.producer, b.producer, c.producer), into: ZipState.self,
      combine: Component.tuple3)
  }

  /// Groups the values of runs of four producers, started together, by position.
  ///
  /// - Returns: A producer whose runs behave as ``Signal/zip(_:_:)``.
  @inlinable
  public static func zip<A, B, C, D>(
    _ a: some SignalProducerConvertible<A, Failure>,
    _ b: some SignalProducerConvertible<B, Failure>,
    _ c: some SignalProducerConvertible<C, Failure>, _ d: some SignalProducerConvertible<D, Failure>
  ) -> SignalProducer where Value == (A, B, C, D) {
    funnel(
      Component.inputs(a.producer, b.producer, c.producer, d.producer), into: ZipState.self,
      combine: Component.tuple4)
  }

  /// Groups the values of runs of any number of producers of one value type, started
  /// together in order, by position.
  ///
  /// ```swift
  /// SignalProducer.zip([SignalProducer(values: [1, 2]), SignalProducer(values: [10, 20])])
  ///   .startWithValues { print($0) }  // Prints "[1, 10]", then "[2, 20]"
  /// ```
  @inlinable
  public static func zip<Element>(
    _ producers: some Sequence<some SignalProducerConvertible<Element, Failure>>
  ) -> SignalProducer where Value == [Element] {
    funnel(producers.map { MultiInput($0.producer) }, into: ZipState.self) { $0 }
  }

  /// Zips the values of runs of any number of producers, as the form without a sentinel
  /// does, but sends `emptySentinel` and completes when there are none: ReactiveSwift's
  /// form, for a list that may be empty and a consumer that waits for one value.
  ///
  /// ```swift
  /// let none: [SignalProducer<Int, Never>] = []
  /// SignalProducer.zip(none, emptySentinel: [])
  ///   .startWithValues { print($0) }  // Prints "[]"
  /// ```
  @inlinable
  public static func zip<Element>(
    _ producers: some Sequence<some SignalProducerConvertible<Element, Failure>>,
    emptySentinel: [Element]
  ) -> SignalProducer where Value == [Element] {
    let inputs = producers.map { MultiInput($0.producer) }
    guard !inputs.isEmpty else { return SignalProducer(value: emptySentinel) }
    return funnel(inputs, into: ZipState.self) { $0 }
  }
}
