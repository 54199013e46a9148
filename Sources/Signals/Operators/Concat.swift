extension SignalProducer {
  /// Forwards the values of a run of this producer, then — once it completed — those of a
  /// run of `next`.
  ///
  /// A failure or interruption of the first run ends the result; `next` is not started.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).concat(SignalProducer(value: 3))
  ///   .startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func concat(_ next: some SignalProducerConvertible<Value, Failure>) -> SignalProducer {
    .concat([self, next.producer])
  }

  /// Forwards the values of a run of this producer, then those of a run of `next`
  /// (see the overload above, which takes any convertible).
  ///
  /// This overload takes a producer, so that a producer can be written by its static
  /// members alone (`.never`, `.empty`, `.init(value:)`), as ReactiveSwift code does.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).concat(.init(value: 3))
  ///   .startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func concat(_ next: SignalProducer) -> SignalProducer {
    .concat([self, next])
  }

  /// Forwards the values of runs of `producers`, one after the other: each starts when
  /// the previous one completed.
  ///
  /// ```swift
  /// SignalProducer.concat([SignalProducer(value: 1), SignalProducer(value: 2)])
  ///   .startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public static func concat(
    _ producers: some Sequence<some SignalProducerConvertible<Value, Failure>>
  ) -> SignalProducer {
    flattening(.concat, producers.map(\.producer))
  }

  /// Sends `value` first, then forwards a run of this producer.
  ///
  /// ```swift
  /// SignalProducer(values: [2, 3]).prefix(value: 1).startWithValues { print($0) }
  /// // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func prefix(value: Value) -> SignalProducer {
    SignalProducer(Self.sending(value)).concat(self)
  }

  /// Forwards a run of `prefix` first, then a run of this producer.
  ///
  /// ```swift
  /// SignalProducer(value: 3).prefix(SignalProducer(values: [1, 2]))
  ///   .startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func prefix(_ prefix: some SignalProducerConvertible<Value, Failure>) -> SignalProducer {
    prefix.producer.concat(self)
  }

  /// Forwards a run of `prefix` first, then a run of this producer.
  ///
  /// This overload takes a producer, so that a producer can be written by its static
  /// members alone (`.never`, `.empty`, `.init(value:)`), as ReactiveSwift code does.
  ///
  /// ```swift
  /// SignalProducer(value: 3).prefix(.init(values: [1, 2]))
  ///   .startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func prefix(_ prefix: SignalProducer) -> SignalProducer {
    prefix.concat(self)
  }

  /// Waits for a run of this producer to complete, ignoring its values, then forwards a
  /// run of `replacement`.
  ///
  /// A failure or interruption of the first run ends the result.
  ///
  /// ```swift
  /// save.then(SignalProducer(value: "saved")).startWithValues { print($0) }
  /// // Prints "saved" once `save` completed
  /// ```
  @inlinable
  public func then<U>(
    _ replacement: some SignalProducerConvertible<U, Failure>
  ) -> SignalProducer<U, Failure> {
    .concat([compactMap { _ in U?.none }, replacement.producer])
  }

  /// Waits for a run of this producer to complete, ignoring its values, then forwards a
  /// run of `replacement`.
  ///
  /// This overload takes a producer, so that a producer can be written by its static
  /// members alone (`.never`, `.empty`, `.init(value:)`), as ReactiveSwift code does.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: [1, 2]).then(.init(value: "done"))
  ///   .startWithValues { print($0) }  // Prints "done"
  /// ```
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Failure>) -> SignalProducer<U, Failure> {
    .concat([compactMap { _ in U?.none }, replacement])
  }
}

extension SignalProducer {
  /// Waits for a run of this producer to complete, ignoring its values, then forwards a
  /// run of `replacement`, which cannot fail.
  ///
  /// ```swift
  /// let save = SignalProducer<Void, SaveError>(value: ())
  /// save.then(SignalProducer<String, Never>(value: "saved"))
  ///   .startWithResult { print($0) }  // Prints "success(saved)"
  /// ```
  @inlinable
  public func then<U>(
    _ replacement: some SignalProducerConvertible<U, Never>
  ) -> SignalProducer<U, Failure> {
    then(replacement.producer.promoteError(Failure.self))
  }
}

extension SignalProducer where Failure == Never {
  /// Waits for a run of this producer, which cannot fail, to complete, then forwards a run
  /// of `replacement`; the result fails when that run fails.
  ///
  /// ```swift
  /// SignalProducer<Void, Never>(value: ())
  ///   .then(SignalProducer<String, LoadError>(error: .offline))
  ///   .startWithResult { print($0) }  // Prints "failure(offline)"
  /// ```
  @inlinable
  public func then<U, F>(
    _ replacement: some SignalProducerConvertible<U, F>
  ) -> SignalProducer<U, F> {
    promoteError(F.self).then(replacement.producer)
  }

  /// Waits for a run of this producer to complete, then forwards a run of `replacement`,
  /// when neither can fail; this overload only settles which of the others applies when
  /// both could.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: [1, 2]).then(SignalProducer<String, Never>(value: "done"))
  ///   .startWithValues { print($0) }  // Prints "done"
  /// ```
  @inlinable
  public func then<U>(
    _ replacement: some SignalProducerConvertible<U, Never>
  ) -> SignalProducer<U, Never> {
    then(replacement.producer)
  }

  /// Waits for a run of this producer to complete, then forwards a run of `replacement`,
  /// when neither can fail; it settles the choice for a producer, or one written by its
  /// static members alone (`.init(value:)`).
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: [1, 2]).then(.init(value: "done"))
  ///   .startWithValues { print($0) }  // Prints "done"
  /// ```
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
    .concat([compactMap { _ in U?.none }, replacement])
  }
}
