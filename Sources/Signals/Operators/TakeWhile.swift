extension Signal {
  /// Forwards values while `shouldContinue` holds, completing at the first that fails it.
  ///
  /// The value that fails the predicate is not forwarded.
  ///
  /// ```swift
  /// signal.take(while: { $0 < 3 }).observe { print($0) }
  /// emitter.emit(1)  // Prints "value(1)"
  /// emitter.emit(3)  // Prints "completed"
  /// ```
  @inlinable
  public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal {
    lift(Transformations.take(while: shouldContinue))
  }
}

extension SignalProducer {
  /// Forwards the values of every run while `shouldContinue` holds, then completes and
  /// ends the run.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 3, 1]).take(while: { $0 < 3 }).startWithValues { print($0) }
  /// // Prints "1", then "2"
  /// ```
  @inlinable
  public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer {
    lift(Transformations.take(while: shouldContinue))
  }
}

extension Transformations {
  @inlinable
  static func take<Value, Failure>(
    while shouldContinue: @escaping @Sendable (Value) -> Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      Signal.Observer { event in
        if case .value(let value) = event, !shouldContinue(value) {
          downstream.complete()
        } else {
          downstream.send(event)
        }
      }
    }
  }
}
