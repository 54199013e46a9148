extension SignalProducer {
  /// A producer whose runs send `value`, then complete.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).startWithValues { print($0) }  // Prints "1"
  /// ```
  @inlinable
  @_disfavoredOverload
  public init(value: Value) {
    self.init(Self.sending(value))
  }

  /// A producer whose runs send every element of `values`, in order, then complete.
  ///
  /// A run interrupted meanwhile — by its consumer, from inside an observer — stops
  /// iterating.
  ///
  /// ```swift
  /// SignalProducer(values: 1...3).startWithValues { print($0) }  // Prints "1", "2", "3"
  /// ```
  @inlinable
  @_disfavoredOverload
  public init<Values: Sequence & Sendable>(values: Values) where Values.Element == Value {
    self.init(Self.sending(values))
  }

  /// A producer whose runs fail with `error` at once.
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(error: .offline).startWithFailed { print($0) }
  /// // Prints "offline"
  /// ```
  @inlinable
  public init(error: Failure) {
    self.init { observer, _ in observer.fail(error) }
  }

  /// A producer whose runs send the success of `result` and complete, or fail with its
  /// failure.
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(result: .success(2)).startWithValues { print($0) }
  /// // Prints "2"
  /// ```
  @inlinable
  public init(result: Result<Value, Failure>) {
    switch result {
    case .success(let value): self.init(value: value)
    case .failure(let error): self.init(error: error)
    }
  }

  /// A producer whose runs start observing `signal`, and end when it ends.
  ///
  /// The signal is hot: a run sees only what the signal sends after the run started.
  /// Interrupting the run ends its observation of the signal, not the signal.
  ///
  /// ```swift
  /// let (signal, emitter) = Signal<Int, Never>.pipe()
  /// SignalProducer(signal).startWithValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// ```
  @inlinable
  public init(_ signal: Signal<Value, Failure>) {
    self.init { observer, lifetime in
      lifetime += signal.observe(observer)
    }
  }

  /// A producer whose runs complete at once.
  public static var empty: SignalProducer {
    SignalProducer { observer, _ in observer.complete() }
  }

  /// A producer whose runs never send anything, until they are interrupted.
  public static var never: SignalProducer {
    SignalProducer { _, _ in }
  }
}

extension SignalProducer where Failure == Never {
  /// A producer that cannot fail whose runs send `value`, then complete.
  ///
  /// The failure type is inferred as `Never`: `SignalProducer(value: 1)` needs no types.
  ///
  /// ```swift
  /// SignalProducer(value: 1).startWithValues { print($0) }  // Prints "1"
  /// ```
  @inlinable
  public init(value: Value) {
    self.init(Self.sending(value))
  }

  /// A producer that cannot fail whose runs send every element of `values`, then
  /// complete.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public init<Values: Sequence & Sendable>(values: Values) where Values.Element == Value {
    self.init(Self.sending(values))
  }
}

extension SignalProducer {
  /// The start handler of a producer that sends `value`, then completes.
  @inlinable
  static func sending(_ value: Value)
    -> @Sendable (Signal<Value, Failure>.Observer, Lifetime) -> Void
  {
    { observer, _ in
      observer.emit(value)
      observer.complete()
    }
  }

  /// The start handler of a producer that sends the elements of `values`, then
  /// completes; it stops early once the run has ended.
  @inlinable
  static func sending<Values: Sequence & Sendable>(
    _ values: Values
  ) -> @Sendable (Signal<Value, Failure>.Observer, Lifetime) -> Void where Values.Element == Value {
    { observer, lifetime in
      for value in values {
        guard !lifetime.hasEnded else { return }
        observer.emit(value)
      }
      observer.complete()
    }
  }
}

extension Signal {
  /// A producer whose runs observe this signal from the moment they start.
  ///
  /// ```swift
  /// let (taps, tap) = Signal<Int, Never>.pipe()
  /// taps.producer.map { $0 * 2 }.startWithValues { print($0) }
  /// tap.emit(1)  // Prints "2"
  /// ```
  @inlinable
  public var producer: SignalProducer<Value, Failure> {
    SignalProducer(self)
  }
}
