extension Signal {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// signal.map { $0 * 10 }.observeValues { print($0) }
  /// emitter.emit(1)  // Prints "10"
  /// ```
  ///
  /// - Parameter transform: Runs for each value, on the thread that delivers it.
  /// - Returns: A signal of the transformed values, ending when this signal ends.
  @inlinable
  public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Signal<U, Failure> {
    lift(Transformations.map(transform))
  }
}

extension Signal {
  /// Replaces each value with `value`.
  ///
  /// ```swift
  /// taps.map(value: "tapped").observeValues { print($0) }
  /// tap.emit()  // Prints "tapped"
  /// ```
  ///
  /// - Returns: A signal that sends `value` each time this one sends a value.
  @inlinable
  public func map<U: Sendable>(value: U) -> Signal<U, Failure> {
    lift(Transformations.map { _ in value })
  }
}

@usableFromInline
enum Transformations {}

extension SignalProducer {
  /// Transforms each value of every run with `transform`.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).map { $0 * 10 }.startWithValues { print($0) }
  /// // Prints "10", then "20"
  /// ```
  ///
  /// - Returns: A producer whose runs send the transformed values of runs of this one.
  @inlinable
  public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> SignalProducer<U, Failure> {
    lift(Transformations.map(transform), endsEarly: false)
  }
}

extension SignalProducer {
  /// Replaces each value of every run with `value`.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).map(value: "x").startWithValues { print($0) }
  /// // Prints "x", then "x"
  /// ```
  @inlinable
  public func map<U: Sendable>(value: U) -> SignalProducer<U, Failure> {
    lift(Transformations.map { _ in value }, endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func map<Value, Failure, U>(
    _ transform: @escaping @Sendable (Value) -> U
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      Signal.Observer { event in downstream.send(event.map(transform)) }
    }
  }
}
