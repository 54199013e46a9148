extension Signal where Failure == Never {
  /// Gives a signal that cannot fail the failure type `F`, to combine it with signals that
  /// can.
  ///
  /// ```swift
  /// let (taps, tap) = Signal<Int, Never>.pipe()
  /// taps.promoteError(LoadError.self).merge(with: loads).observe { print($0) }
  /// tap.emit(1)  // Prints "value(1)"
  /// ```
  ///
  /// - Parameter _: The failure type of the result; inferred when the context says it.
  /// - Returns: A signal with the same events, typed as failing with `F`.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
    lift(Transformations.mapError(absurd))
  }
}

extension Signal where Value == Never {
  /// Gives a signal that sends no values the value type `U`, to combine it with signals
  /// that do.
  ///
  /// ```swift
  /// let (done, finish) = Signal<Never, Never>.pipe()
  /// done.promoteValue(Int.self).observe { print($0) }
  /// finish.complete()  // Prints "completed"
  /// ```
  ///
  /// - Parameter _: The value type of the result; inferred when the context says it.
  /// - Returns: A signal with the same terminal event, typed as sending `U`.
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Failure> {
    lift(Transformations.map(absurd))
  }
}

extension SignalProducer where Failure == Never {
  /// Gives a producer that cannot fail the failure type `F` (see
  /// ``Signal/promoteError(_:)``).
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).promoteError(LoadError.self)
  ///   .concat(SignalProducer(error: .offline))
  ///   .start { print($0) }  // Prints "value(1)", then "failed(offline)"
  /// ```
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
    lift(Transformations.mapError(absurd), endsEarly: false)
  }
}

extension SignalProducer where Value == Never {
  /// Gives a producer that sends no values the value type `U` (see
  /// ``Signal/promoteValue(_:)``).
  ///
  /// ```swift
  /// SignalProducer<Never, Never>.empty.promoteValue(Int.self)
  ///   .concat(SignalProducer(value: 1))
  ///   .startWithValues { print($0) }  // Prints "1"
  /// ```
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Failure> {
    lift(Transformations.map(absurd), endsEarly: false)
  }
}
