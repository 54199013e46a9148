extension SignalProducer {
  /// Applies a signal operator to every run: each run of the result starts a run of this
  /// producer and sends what `transform` makes of its signal.
  ///
  /// This is how an operator written once, for signals, serves producers too.
  ///
  /// ```swift
  /// let doubled = SignalProducer<Int, Never>(values: [1, 2]).lift { $0.map { $0 * 2 } }
  /// doubled.startWithValues { print($0) }  // Prints "2", then "4"
  /// ```
  ///
  /// - Parameter transform: Runs once per run, with that run's signal.
  /// - Returns: A producer of what `transform` makes of each run.
  @inlinable
  public func lift<U, G>(
    _ transform: @escaping @Sendable (Signal<Value, Failure>) -> Signal<U, G>
  ) -> SignalProducer<U, G> {
    lift(signal: transform)
  }

  /// Applies a binary signal operator to producers, starting the other producer's run
  /// first, then this one's: the same as ``liftRight(_:)``, ReactiveSwift's choice for
  /// `lift`.
  ///
  /// ```swift
  /// let pairs = SignalProducer<Int, Never>(value: 1)
  ///   .lift { left in { right in left.combineLatest(with: right) } }
  /// pairs(SignalProducer(value: "a")).startWithValues { print($0) }  // Prints "(1, "a")"
  /// ```
  @inlinable
  public func lift<U, F, V, G>(
    _ transform: @escaping @Sendable (Signal<Value, Failure>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> @Sendable (SignalProducer<U, F>) -> SignalProducer<V, G> {
    liftRight(transform)
  }

  /// Applies a binary signal operator to producers: each run of the result starts a run
  /// of the other producer, then a run of this one, and sends what `transform` makes of
  /// their two signals. Interrupting it interrupts both.
  ///
  /// ```swift
  /// let both = SignalProducer<Int, Never>(value: 1)
  ///   .liftRight { left in { right in left.merge(with: right) } }
  /// both(SignalProducer(value: 2)).startWithValues { print($0) }  // Prints "2", then "1"
  /// ```
  @inlinable
  public func liftRight<U, F, V, G>(
    _ transform: @escaping @Sendable (Signal<Value, Failure>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> @Sendable (SignalProducer<U, F>) -> SignalProducer<V, G> {
    { [self] other in
      SignalProducer<V, G> { observer, lifetime in
        // The inner `startWithSignal` starts its run first, when its setup returns.
        startWithSignal { signal, interrupter in
          lifetime += interrupter
          other.startWithSignal { otherSignal, otherInterrupter in
            lifetime += otherInterrupter
            lifetime += transform(signal)(otherSignal).observe(observer)
          }
        }
      }
    }
  }

  /// Applies a binary signal operator to producers, starting this producer's run first,
  /// then the other's (see ``liftRight(_:)``).
  ///
  /// ```swift
  /// let both = SignalProducer<Int, Never>(value: 1)
  ///   .liftLeft { left in { right in left.merge(with: right) } }
  /// both(SignalProducer(value: 2)).startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public func liftLeft<U, F, V, G>(
    _ transform: @escaping @Sendable (Signal<Value, Failure>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> @Sendable (SignalProducer<U, F>) -> SignalProducer<V, G> {
    { [self] other in
      SignalProducer<V, G> { observer, lifetime in
        other.startWithSignal { otherSignal, otherInterrupter in
          lifetime += otherInterrupter
          startWithSignal { signal, interrupter in
            lifetime += interrupter
            lifetime += transform(signal)(otherSignal).observe(observer)
          }
        }
      }
    }
  }
}
