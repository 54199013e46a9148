extension Signal {
  /// Combines each value with an accumulator and forwards every new accumulator.
  ///
  /// ```swift
  /// signal.scan(0, +).observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// emitter.emit(2)  // Prints "3"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The accumulator before the first value; it is not forwarded.
  ///   - next: Combines the accumulator with a value into the next accumulator.
  @inlinable
  public func scan<U>(
    _ initial: U, _ next: @escaping @Sendable (U, Value) -> U
  ) -> Signal<U, Failure> {
    scan(into: initial) { accumulator, value in accumulator = next(accumulator, value) }
  }

  /// Updates an accumulator in place with each value and forwards every new accumulator.
  ///
  /// ```swift
  /// signal.scan(into: [Int]()) { $0.append($1) }.observeValues { print($0) }
  /// emitter.emit(1)  // Prints "[1]"
  /// emitter.emit(2)  // Prints "[1, 2]"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The accumulator before the first value; it is not forwarded.
  ///   - next: Updates the accumulator with a value.
  @inlinable
  public func scan<U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Failure> {
    lift(Transformations.scan(into: initial, next))
  }
}

extension SignalProducer {
  /// Combines each value of every run with an accumulator, which starts anew per run,
  /// and forwards every new accumulator.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).scan(0, +).startWithValues { print($0) }
  /// // Prints "1", then "3"
  /// ```
  @inlinable
  public func scan<U>(
    _ initial: U, _ next: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Failure> {
    lift(
      Transformations.scan(into: initial) { accumulator, value in
        accumulator = next(accumulator, value)
      },
      endsEarly: false)
  }

  /// Updates an accumulator, which starts anew per run, in place with each value, and
  /// forwards every new accumulator.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).scan(into: [Int]()) { $0.append($1) }
  ///   .startWithValues { print($0) }  // Prints "[1]", then "[1, 2]"
  /// ```
  @inlinable
  public func scan<U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.scan(into: initial, next), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func scan<Value, Failure, U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      let accumulator = SerialBox(initial)
      return Signal.Observer { event in
        downstream.send(
          event.map { value in
            next(&accumulator.value, value)
            return accumulator.value
          })
      }
    }
  }
}
