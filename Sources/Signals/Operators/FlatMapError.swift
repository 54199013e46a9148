extension Signal {
  /// Replaces a failure with a run of the producer `handler` makes from the error.
  ///
  /// Values, completion and interruption pass through; a failure is replaced by the
  /// events of the replacement run, which end the result as they end.
  ///
  /// ```swift
  /// signal.flatMapError { _ in SignalProducer<Int, Never>(value: 0) }
  ///   .observe { print($0) }
  /// emitter.emit(1)         // Prints "value(1)"
  /// emitter.fail(.offline)  // Prints "value(0)", then "completed"
  /// ```
  ///
  /// - Parameter handler: Runs once, with the error, if this signal fails.
  /// - Returns: A signal that fails only as the replacement fails.
  @inlinable
  public func flatMapError<F>(
    _ handler: @escaping @Sendable (Failure) -> SignalProducer<Value, F>
  ) -> Signal<Value, F> {
    Signal<Value, F> { observer, lifetime in
      lifetime += observe(Transformations.replacingFailure(with: handler, observer, lifetime))
    }
  }
}

extension SignalProducer {
  /// Replaces a failure of a run with a run of the producer `handler` makes from the
  /// error.
  ///
  /// Values, completion and interruption pass through; only a failure is replaced, and the
  /// replacement's events are forwarded as the run's own.
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(error: .offline)
  ///   .flatMapError { _ in SignalProducer<Int, Never>(value: 0) }
  ///   .startWithValues { print($0) }  // Prints "0"
  /// ```
  ///
  /// - Parameter handler: Runs once per failure, with the error.
  /// - Returns: A producer whose runs fail only as the replacement fails.
  @inlinable
  public func flatMapError<F>(
    _ handler: @escaping @Sendable (Failure) -> SignalProducer<Value, F>
  ) -> SignalProducer<Value, F> {
    SignalProducer<Value, F> { observer, lifetime in
      lifetime += start(Transformations.replacingFailure(with: handler, observer, lifetime))
    }
  }

  /// Starts this producer again when a run fails, at most `count` times more; the last
  /// failure ends the result.
  ///
  /// Every attempt's values are forwarded.
  ///
  /// ```swift
  /// flakyRequest.retry(upTo: 2).startWithResult { print($0) }
  /// // Runs the request up to three times; prints its first success, or its third failure.
  /// ```
  ///
  /// - Precondition: `count` is not negative.
  @inlinable
  public func retry(upTo count: Int) -> SignalProducer {
    precondition(count >= 0, "retry(upTo:) needs a count of zero or more, got \(count).")
    guard count > 0 else { return self }
    return flatMapError { _ in retry(upTo: count - 1) }
  }
}

extension Transformations {
  /// An observer that forwards values and ends, and replaces a failure with a run of
  /// the producer `handler` makes, which lasts until `lifetime` ends.
  @inlinable
  static func replacingFailure<Value, Failure, F>(
    with handler: @escaping @Sendable (Failure) -> SignalProducer<Value, F>,
    _ observer: Signal<Value, F>.Observer,
    _ lifetime: Lifetime
  ) -> Signal<Value, Failure>.Observer {
    Signal.Observer { event in
      switch event {
      case .value(let value): observer.emit(value)
      case .completed: observer.complete()
      case .interrupted: observer.interrupt()
      case .failed(let error): lifetime += handler(error).start(observer)
      }
    }
  }
}
