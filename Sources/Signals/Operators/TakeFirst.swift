extension Signal {
  /// Forwards the first `count` values, then completes.
  ///
  /// ```swift
  /// signal.take(first: 2).observe { print($0) }
  /// emitter.emit(1)  // Prints "value(1)"
  /// emitter.emit(2)  // Prints "value(2)", then "completed"
  /// ```
  ///
  /// A `count` of zero or less completes at once.
  @inlinable
  public func take(first count: Int) -> Signal {
    lift(Transformations.take(first: count))
  }
}

extension SignalProducer {
  /// Forwards the first `count` values of every run, then completes and ends the run.
  ///
  /// ```swift
  /// SignalProducer(values: 1...5).take(first: 2).startWithValues { print($0) }
  /// // Prints "1", then "2"; the run stops there
  /// ```
  @inlinable
  public func take(first count: Int) -> SignalProducer {
    lift(Transformations.take(first: count))
  }
}

extension Transformations {
  @inlinable
  static func take<Value, Failure>(
    first count: Int
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      guard count > 0 else {
        downstream.complete()
        return Signal.Observer { _ in }
      }
      let taken = SerialBox(0)
      return Signal.Observer { event in
        downstream.send(event)
        guard case .value = event else { return }
        taken.value += 1
        if taken.value == count { downstream.complete() }
      }
    }
  }
}
