extension Signal {
  /// Forwards only the values whose identity, given by `identity`, was not seen before.
  ///
  /// Every identity seen is kept until the signal ends, so use it on streams with a
  /// bounded number of distinct values.
  ///
  /// ```swift
  /// signal.uniqueValues { $0.lowercased() }.observeValues { print($0) }
  /// emitter.emit("a")  // Prints "a"
  /// emitter.emit("b")  // Prints "b"
  /// emitter.emit("A")  // Prints nothing
  /// ```
  ///
  /// - Parameter identity: Gives the key two values are compared by.
  @inlinable
  public func uniqueValues<Identity: Hashable & Sendable>(
    _ identity: @escaping @Sendable (Value) -> Identity
  ) -> Signal {
    lift(Transformations.uniqueValues(identity))
  }
}

extension Signal where Value: Hashable {
  /// Forwards only the values not seen before.
  ///
  /// ```swift
  /// signal.uniqueValues().observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// emitter.emit(2)  // Prints "2"
  /// emitter.emit(1)  // Prints nothing
  /// ```
  @inlinable
  public func uniqueValues() -> Signal {
    lift(Transformations.uniqueValues { $0 })
  }
}

extension SignalProducer {
  /// Forwards only the values of every run whose identity was not seen before in that run
  /// (see ``Signal/uniqueValues(_:)``).
  ///
  /// ```swift
  /// SignalProducer(values: ["a", "A", "b"]).uniqueValues { $0.lowercased() }
  ///   .startWithValues { print($0) }  // Prints "a", then "b"
  /// ```
  @inlinable
  public func uniqueValues<Identity: Hashable & Sendable>(
    _ identity: @escaping @Sendable (Value) -> Identity
  ) -> SignalProducer {
    lift(Transformations.uniqueValues(identity), endsEarly: false)
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards only the values of every run not seen before in that run.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 1]).uniqueValues().startWithValues { print($0) }
  /// // Prints "1", then "2"
  /// ```
  @inlinable
  public func uniqueValues() -> SignalProducer {
    lift(Transformations.uniqueValues { $0 }, endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func uniqueValues<Value, Failure, Identity: Hashable & Sendable>(
    _ identity: @escaping @Sendable (Value) -> Identity
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      let seen = SerialBox(Set<Identity>())
      return Signal.Observer { event in
        if case .value(let value) = event, !seen.value.insert(identity(value)).inserted {
          return
        }
        downstream.send(event)
      }
    }
  }
}
