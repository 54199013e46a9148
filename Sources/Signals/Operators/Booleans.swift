extension Signal where Value == Bool {
  /// Forwards the opposite of each value.
  ///
  /// ```swift
  /// isLoading.negate().observeValues { print($0) }
  /// loading.emit(true)  // Prints "false"
  /// ```
  @inlinable
  public func negate() -> Signal {
    lift(Transformations.map { !$0 })
  }

  /// Combines the latest value of this signal and of `other` with a logical AND.
  ///
  /// It follows the rules of ``combineLatest(_:_:)``: nothing is sent until both have sent
  /// a value.
  ///
  /// ```swift
  /// isValid.and(isOnline).observeValues { print($0) }
  /// valid.emit(true)
  /// online.emit(false)  // Prints "false"
  /// online.emit(true)   // Prints "true"
  /// ```
  @inlinable
  public func and(_ other: Signal) -> Signal {
    Signal<[Bool], Failure>.combineLatest([self, other]).map { $0[0] && $0[1] }
  }

  /// Combines the latest value of this signal and of `other` with a logical OR.
  ///
  /// ```swift
  /// isSaving.or(isLoading).observeValues { print($0) }
  /// saving.emit(false)
  /// loading.emit(true)  // Prints "true"
  /// ```
  @inlinable
  public func or(_ other: Signal) -> Signal {
    Signal<[Bool], Failure>.combineLatest([self, other]).map { $0[0] || $0[1] }
  }

  /// Combines the latest values of `signals`: `true` when every one is `true`.
  ///
  /// It follows the rules of ``combineLatest(_:)``: nothing is sent until every signal has
  /// sent a value, and with no signals at all the result completes at once. (A signal is
  /// hot: made with no inputs, it has nobody to send `true` to. The producer form's runs
  /// do send it.)
  ///
  /// ```swift
  /// Signal.all([nameIsValid, emailIsValid]).observeValues { print($0) }
  /// name.emit(true)
  /// email.emit(false)  // Prints "false"
  /// email.emit(true)   // Prints "true"
  /// ```
  @inlinable
  public static func all(_ signals: some Sequence<Signal>) -> Signal {
    Signal<[Bool], Failure>.combineLatest(signals).map { $0.allSatisfy { $0 } }
  }

  /// Combines the latest values of the signals given: `true` when every one is `true`.
  ///
  /// ```swift
  /// Signal.all(nameIsValid, emailIsValid).observeValues { print($0) }
  /// name.emit(true)
  /// email.emit(true)  // Prints "true"
  /// ```
  @inlinable
  public static func all(_ signals: Signal...) -> Signal {
    all(signals)
  }

  /// Combines the latest values of the signals given: `true` when at least one is `true`.
  ///
  /// ```swift
  /// Signal.any(isSaving, isLoading).observeValues { print($0) }
  /// saving.emit(false)
  /// loading.emit(false)  // Prints "false"
  /// ```
  @inlinable
  public static func any(_ signals: Signal...) -> Signal {
    any(signals)
  }

  /// Combines the latest values of `signals`: `true` when at least one is `true`.
  ///
  /// With no signals at all, the result completes at once, as
  /// ``all(_:)-(Sequence<Signal<Bool,Failure>>)``'s does.
  ///
  /// ```swift
  /// Signal.any([isSaving, isLoading]).observeValues { print($0) }
  /// saving.emit(false)
  /// loading.emit(true)  // Prints "true"
  /// ```
  @inlinable
  public static func any(_ signals: some Sequence<Signal>) -> Signal {
    Signal<[Bool], Failure>.combineLatest(signals).map { $0.contains(true) }
  }
}

extension SignalProducer where Value == Bool {
  /// Forwards the opposite of each value of every run.
  ///
  /// ```swift
  /// SignalProducer(value: true).negate().startWithValues { print($0) }  // Prints "false"
  /// ```
  @inlinable
  public func negate() -> SignalProducer {
    lift(Transformations.map { !$0 }, endsEarly: false)
  }

  /// Combines the latest values of a run of this producer and a run of `other`, started
  /// with it, with a logical AND (see ``Signal/and(_:)``).
  ///
  /// ```swift
  /// SignalProducer(value: true).and(SignalProducer(value: false))
  ///   .startWithValues { print($0) }  // Prints "false"
  /// ```
  @inlinable
  public func and(_ other: some SignalProducerConvertible<Bool, Failure>) -> SignalProducer {
    SignalProducer<[Bool], Failure>.combineLatest([self, other.producer]).map { $0[0] && $0[1] }
  }

  /// Combines the latest values of a run of this producer and a run of `other`, started
  /// with it, with a logical OR (see ``Signal/or(_:)``).
  ///
  /// ```swift
  /// SignalProducer(value: true).or(SignalProducer(value: false))
  ///   .startWithValues { print($0) }  // Prints "true"
  /// ```
  @inlinable
  public func or(_ other: some SignalProducerConvertible<Bool, Failure>) -> SignalProducer {
    SignalProducer<[Bool], Failure>.combineLatest([self, other.producer]).map { $0[0] || $0[1] }
  }

  /// Combines the latest values of runs of `producers`, started together: `true` when
  /// every one is `true` (see ``Signal/all(_:)-(Sequence<Signal<Bool,Failure>>)``).
  ///
  /// ```swift
  /// SignalProducer.all([SignalProducer(value: true), SignalProducer(value: false)])
  ///   .startWithValues { print($0) }  // Prints "false"
  /// ```
  ///
  /// Of no producers, each run sends `true` and completes: every one of none is `true`.
  @inlinable
  public static func all(
    _ producers: some Sequence<some SignalProducerConvertible<Bool, Failure>>
  ) -> SignalProducer {
    let producers = producers.map(\.producer)
    if producers.isEmpty { return SignalProducer(value: true) }
    return SignalProducer<[Bool], Failure>.combineLatest(producers).map { $0.allSatisfy { $0 } }
  }

  /// Combines the latest values of runs of `producers`, started together: `true` when at
  /// least one is `true` (see ``Signal/any(_:)-(Sequence<Signal<Bool,Failure>>)``).
  ///
  /// ```swift
  /// SignalProducer.any([SignalProducer(value: true), SignalProducer(value: false)])
  ///   .startWithValues { print($0) }  // Prints "true"
  /// ```
  ///
  /// Of no producers, each run sends `false` and completes: none of none is `true`.
  @inlinable
  public static func any(
    _ producers: some Sequence<some SignalProducerConvertible<Bool, Failure>>
  ) -> SignalProducer {
    let producers = producers.map(\.producer)
    if producers.isEmpty { return SignalProducer(value: false) }
    return SignalProducer<[Bool], Failure>.combineLatest(producers).map { $0.contains(true) }
  }
}
