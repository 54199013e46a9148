extension Signal {
  /// Pairs each value with the one before it, starting with `initial` as the value before
  /// the first.
  ///
  /// ```swift
  /// signal.combinePrevious(0).observeValues { print($0) }
  /// emitter.emit(1)  // Prints "(0, 1)"
  /// emitter.emit(2)  // Prints "(1, 2)"
  /// ```
  ///
  /// - Parameter initial: The value paired with the first value.
  /// - Returns: A signal of `(previous, current)` pairs.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Failure> {
    lift(Transformations.combinePrevious(initial))
  }

  /// Pairs each value with the one before it; the first value only becomes the previous
  /// of the second.
  ///
  /// ```swift
  /// signal.combinePrevious().observeValues { print($0) }
  /// emitter.emit(1)  // Prints nothing
  /// emitter.emit(2)  // Prints "(1, 2)"
  /// ```
  @inlinable
  public func combinePrevious() -> Signal<(Value, Value), Failure> {
    lift(Transformations.combinePrevious(nil))
  }
}

extension SignalProducer {
  /// Pairs each value of every run with the one before it, starting with `initial` (see
  /// ``Signal/combinePrevious(_:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).combinePrevious(0).startWithValues { print($0) }
  /// // Prints "(0, 1)", then "(1, 2)"
  /// ```
  @inlinable
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Failure> {
    lift(Transformations.combinePrevious(initial), endsEarly: false)
  }

  /// Pairs each value of every run with the one before it, from the second value on.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2, 3]).combinePrevious().startWithValues { print($0) }
  /// // Prints "(1, 2)", then "(2, 3)"
  /// ```
  @inlinable
  public func combinePrevious() -> SignalProducer<(Value, Value), Failure> {
    lift(Transformations.combinePrevious(nil), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func combinePrevious<Value, Failure>(
    _ initial: Value?
  ) -> Transformation<Value, Failure, (Value, Value), Failure> {
    { downstream, _ in
      let previous = SerialBox(initial)
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          defer { previous.value = value }
          if let before = previous.value { downstream.emit((before, value)) }
        case .failed(let error): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
