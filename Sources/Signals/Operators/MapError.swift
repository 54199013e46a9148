extension Signal {
  /// Transforms the error the signal fails with.
  ///
  /// ```swift
  /// signal.mapError { AppError.network($0) }.observeFailed { print($0) }
  /// emitter.fail(.timedOut)  // Prints "network(timedOut)"
  /// ```
  ///
  /// - Returns: A signal with the same values and the transformed error.
  @inlinable
  public func mapError<G>(_ transform: @escaping @Sendable (Failure) -> G) -> Signal<Value, G> {
    lift(Transformations.mapError(transform))
  }
}

extension SignalProducer {
  /// Transforms the error every run fails with.
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(error: .offline)
  ///   .mapError { AppError.network($0) }
  ///   .startWithFailed { print($0) }  // Prints "network(offline)"
  /// ```
  @inlinable
  public func mapError<G>(
    _ transform: @escaping @Sendable (Failure) -> G
  ) -> SignalProducer<Value, G> {
    lift(Transformations.mapError(transform), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func mapError<Value, Failure, G>(
    _ transform: @escaping @Sendable (Failure) -> G
  ) -> Transformation<Value, Failure, Value, G> {
    { downstream, _ in
      Signal.Observer { event in downstream.send(event.mapError(transform)) }
    }
  }
}
