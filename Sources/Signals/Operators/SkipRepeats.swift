extension Signal {
  /// Forwards a value only when it differs from the last forwarded one, according to
  /// `isEquivalent`.
  ///
  /// The first value is always forwarded. Each value is compared with the last value
  /// forwarded, not the last received, as ReactiveSwift does.
  ///
  /// ```swift
  /// signal.skipRepeats { $0.lowercased() == $1.lowercased() }.observeValues { print($0) }
  /// emitter.emit("a")  // Prints "a"
  /// emitter.emit("A")  // Prints nothing
  /// emitter.emit("b")  // Prints "b"
  /// ```
  @inlinable
  public func skipRepeats(
    _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool
  ) -> Signal {
    lift(Transformations.skipRepeats(isEquivalent))
  }
}

extension Signal where Value: Equatable {
  /// Forwards a value only when it differs from the previous one.
  ///
  /// ```swift
  /// signal.skipRepeats().observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// emitter.emit(1)  // Prints nothing
  /// emitter.emit(2)  // Prints "2"
  /// ```
  @inlinable
  public func skipRepeats() -> Signal {
    skipRepeats(==)
  }
}

extension SignalProducer {
  /// Forwards a value of a run only when it differs from the last one forwarded,
  /// according to `isEquivalent`.
  ///
  /// ```swift
  /// SignalProducer(values: ["a", "A", "b"])
  ///   .skipRepeats { $0.lowercased() == $1.lowercased() }
  ///   .startWithValues { print($0) }  // Prints "a", then "b"
  /// ```
  @inlinable
  public func skipRepeats(
    _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool
  ) -> SignalProducer {
    lift(Transformations.skipRepeats(isEquivalent), endsEarly: false)
  }
}

extension SignalProducer where Value: Equatable {
  /// Forwards a value of a run only when it differs from the previous one.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 1, 2]).skipRepeats().startWithValues { print($0) }
  /// // Prints "1", then "2"
  /// ```
  @inlinable
  public func skipRepeats() -> SignalProducer {
    lift(Transformations.skipRepeats(==), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func skipRepeats<Value, Failure>(
    _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      let previous = SerialBox<Value?>(nil)
      return Signal.Observer { event in
        if case .value(let value) = event {
          if let last = previous.value, isEquivalent(last, value) { return }
          previous.value = value
        }
        downstream.send(event)
      }
    }
  }
}
