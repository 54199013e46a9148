extension Signal {
  /// Forwards only the values for which `isIncluded` returns `true`.
  ///
  /// ```swift
  /// signal.filter { $0.isMultiple(of: 2) }.observeValues { print($0) }
  /// emitter.emit(1)  // Prints nothing
  /// emitter.emit(2)  // Prints "2"
  /// ```
  ///
  /// - Returns: A signal of the included values, ending when this signal ends.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
    lift(Transformations.filter(isIncluded))
  }
}

extension SignalProducer {
  /// Forwards only the values of every run for which `isIncluded` returns `true`.
  ///
  /// ```swift
  /// SignalProducer(values: 1...4).filter { $0.isMultiple(of: 2) }.startWithValues { print($0) }
  /// // Prints "2", then "4"
  /// ```
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> SignalProducer {
    lift(Transformations.filter(isIncluded), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func filter<Value, Failure>(
    _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      Signal.Observer { event in
        if case .value(let value) = event, !isIncluded(value) { return }
        downstream.send(event)
      }
    }
  }
}
