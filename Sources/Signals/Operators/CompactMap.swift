extension Signal {
  /// Transforms each value, forwarding only the non-`nil` results.
  ///
  /// ```swift
  /// signal.compactMap { Int($0) }.observeValues { print($0) }
  /// emitter.emit("1")    // Prints "1"
  /// emitter.emit("one")  // Prints nothing
  /// ```
  ///
  /// - Returns: A signal of the non-`nil` results, ending when this signal ends.
  @inlinable
  public func compactMap<U>(
    _ transform: @escaping @Sendable (Value) -> U?
  ) -> Signal<U, Failure> {
    lift(Transformations.compactMap(transform))
  }

  /// Forwards the wrapped values, skipping `nil`.
  ///
  /// ```swift
  /// signal.skipNil().observeValues { print($0) }
  /// emitter.emit(nil)  // Prints nothing
  /// emitter.emit(1)    // Prints "1"
  /// ```
  @inlinable
  public func skipNil<Wrapped>() -> Signal<Wrapped, Failure> where Value == Wrapped? {
    lift(Transformations.compactMap { $0 })
  }
}

extension SignalProducer {
  /// Transforms each value of every run, forwarding only the non-`nil` results.
  ///
  /// ```swift
  /// SignalProducer(values: ["1", "one"]).compactMap { Int($0) }.startWithValues { print($0) }
  /// // Prints "1"
  /// ```
  @inlinable
  public func compactMap<U>(
    _ transform: @escaping @Sendable (Value) -> U?
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.compactMap(transform), endsEarly: false)
  }

  /// Forwards the wrapped values of every run, skipping `nil`.
  ///
  /// ```swift
  /// SignalProducer(values: [nil, 1]).skipNil().startWithValues { print($0) }  // Prints "1"
  /// ```
  @inlinable
  public func skipNil<Wrapped>() -> SignalProducer<Wrapped, Failure> where Value == Wrapped? {
    lift(Transformations.compactMap { $0 }, endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func compactMap<Value, Failure, U>(
    _ transform: @escaping @Sendable (Value) -> U?
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let value):
          if let transformed = transform(value) { downstream.emit(transformed) }
        case .failed(let error): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
