extension Signal {
  /// Combines every value into one result, forwarded when the signal completes.
  ///
  /// ```swift
  /// signal.reduce(0, +).observeValues { print($0) }
  /// emitter.emit(1)
  /// emitter.emit(2)
  /// emitter.complete()  // Prints "3"
  /// ```
  ///
  /// If the signal fails or is interrupted, so does the result, and nothing is forwarded.
  @inlinable
  public func reduce<U>(
    _ initial: U, _ next: @escaping @Sendable (U, Value) -> U
  ) -> Signal<U, Failure> {
    reduce(into: initial) { accumulator, value in accumulator = next(accumulator, value) }
  }

  /// Updates an accumulator in place with every value; forwards it on completion.
  ///
  /// ```swift
  /// signal.reduce(into: Set<Int>()) { $0.insert($1) }.observeValues { print($0.count) }
  /// emitter.emit(1)
  /// emitter.emit(1)
  /// emitter.complete()  // Prints "1"
  /// ```
  @inlinable
  public func reduce<U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Failure> {
    lift(Transformations.reduce(into: initial, next))
  }
}

extension SignalProducer {
  /// Combines every value of a run into one result, forwarded when the run completes.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).reduce(0, +).startWithValues { print($0) }  // Prints "3"
  /// ```
  @inlinable
  public func reduce<U>(
    _ initial: U, _ next: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Failure> {
    lift(
      Transformations.reduce(into: initial) { accumulator, value in
        accumulator = next(accumulator, value)
      },
      endsEarly: false)
  }

  /// Updates an accumulator in place with every value of a run; forwards it when the run
  /// completes.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 1]).reduce(into: Set<Int>()) { $0.insert($1) }
  ///   .startWithValues { print($0.count) }  // Prints "1"
  /// ```
  @inlinable
  public func reduce<U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.reduce(into: initial, next), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func reduce<Value, Failure, U>(
    into initial: U, _ next: @escaping @Sendable (inout U, Value) -> Void
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      let accumulator = SerialBox(initial)
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          next(&accumulator.value, value)
        case .completed:
          downstream.emit(accumulator.value)
          downstream.complete()
        case .failed(let error): downstream.fail(error)
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
