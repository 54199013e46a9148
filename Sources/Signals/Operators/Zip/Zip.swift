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
