extension Signal {
  /// Forwards values up to and including the first that satisfies `isLast`, then
  /// completes.
  ///
  /// The predicate form of "take until", named apart from the trigger form
  /// ``take(until:)`` (which stops when another signal sends): `take(untilValue:)` looks at
  /// this signal's own values. Unlike ``take(while:)``, which drops the value that stops
  /// it, the value that satisfies `isLast` is forwarded — the two together cover both of
  /// RxSwift's `take(until:behavior:)` cases. ReactiveSwift's predicate `take(until:)`
  /// forwards the same values but takes the opposite predicate (`shouldContinue`, true
  /// until the last value), which reads backwards beside the trigger form; its
  /// `take(until: { $0 <= 3 })` is `take(untilValue: { $0 > 3 })` here.
  ///
  /// ```swift
  /// signal.take(untilValue: { $0 > 3 }).observe { print($0) }
  /// emitter.emit(1)  // Prints "value(1)"
  /// emitter.emit(4)  // Prints "value(4)", then "completed"
  /// ```
  ///
  /// - Parameter isLast: Runs for each value until it returns `true`.
  @inlinable
  public func take(untilValue isLast: @escaping @Sendable (Value) -> Bool) -> Signal {
    lift(Transformations.take(untilValue: isLast))
  }
}

extension SignalProducer {
  /// Forwards the values of every run up to and including the first that satisfies
  /// `isLast`, then completes and ends the run (see ``Signal/take(untilValue:)``).
  ///
  /// ```swift
  /// SignalProducer(values: 1...9).take(untilValue: { $0 > 3 }).startWithValues { print($0) }
  /// // Prints "1", "2", "3", then "4"; the run stops there
  /// ```
  @inlinable
  public func take(untilValue isLast: @escaping @Sendable (Value) -> Bool) -> SignalProducer {
    lift(Transformations.take(untilValue: isLast))
  }
}

extension Transformations {
  @inlinable
  static func take<Value, Failure>(
    untilValue isLast: @escaping @Sendable (Value) -> Bool
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, _ in
      Signal.Observer { event in
        downstream.send(event)
        if case .value(let value) = event, isLast(value) { downstream.complete() }
      }
    }
  }
}
