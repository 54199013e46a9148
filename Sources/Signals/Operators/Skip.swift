extension Signal {
  /// Skips the first `count` values, then forwards the rest.
  ///
  /// ```swift
  /// signal.skip(first: 1).observeValues { print($0) }
  /// emitter.emit(1)  // Prints nothing
  /// emitter.emit(2)  // Prints "2"
  /// ```
  ///
  /// A `count` of zero or less skips nothing.
  @inlinable
  public func skip(first count: Int) -> Signal {
    lift(Transformations.skip(first: count))
  }

  /// Skips values while `shouldSkip` holds, then forwards every value from the first that
  /// fails it.
  ///
  /// ```swift
  /// signal.skip(while: { $0 < 3 }).observeValues { print($0) }
  /// emitter.emit(1)  // Prints nothing
  /// emitter.emit(3)  // Prints "3"
  /// emitter.emit(1)  // Prints "1"
  /// ```
  @inlinable
  public func skip(while shouldSkip: @escaping @Sendable (Value) -> Bool) -> Signal {
    lift(Transformations.skip(while: shouldSkip))
  }
}

extension SignalProducer {
  /// Skips the first `count` values of every run, then forwards the rest.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).skip(first: 1).startWithValues { print($0) }  // Prints "2"
  /// ```
  @inlinable
  public func skip(first count: Int) -> SignalProducer {
    lift(Transformations.skip(first: count), endsEarly: false)
  }

  /// Skips the values of every run while `shouldSkip` holds, then forwards every value
  /// from the first that fails it.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 3, 1]).skip(while: { $0 < 3 }).startWithValues { print($0) }
  /// // Prints "3", then "1"
  /// ```
  @inlinable
  public func skip(while shouldSkip: @escaping @Sendable (Value) -> Bool) -> SignalProducer {
    lift(Transformations.skip(while: shouldSkip), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func skip<Value, Failure>(
    first count: Int
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      let remaining = SerialBox(max(count, 0))
      return Signal.Observer { event in
        if case .value = event, remaining.value > 0 {
          remaining.value -= 1
          return
        }
        downstream.send(event)
      }
    }
  }

  @inlinable
  static func skip<Value, Failure>(
    while shouldSkip: @escaping @Sendable (Value) -> Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      let isSkipping = SerialBox(true)
      return Signal.Observer { event in
        if isSkipping.value, case .value(let value) = event {
          guard !shouldSkip(value) else { return }
          isSkipping.value = false
        }
        downstream.send(event)
      }
    }
  }
}
