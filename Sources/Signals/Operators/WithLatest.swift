extension Signal {
  /// Pairs each value with the latest value of `samplee`.
  ///
  /// Values sent before `samplee` has sent one are dropped. `samplee` only provides values:
  /// how it ends changes nothing, and its last value keeps being used after it completes.
  ///
  /// ```swift
  /// saveTaps.withLatest(from: text).observeValues { print($0.1) }
  /// type.emit("draft")
  /// tap.emit()  // Prints "draft"
  /// ```
  ///
  /// - Parameter samplee: The signal whose latest value goes with each value.
  /// - Returns: A signal of `(value, latest)` pairs, ending when this signal ends.
  @inlinable
  public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Failure> {
    lift(Transformations.withLatest { samplee.observe($0) })
  }

  /// Pairs each value with the latest value of a run of `samplee`, started with the
  /// result and interrupted when it ends.
  ///
  /// ```swift
  /// taps.withLatest(from: SignalProducer(value: "v1")).observeValues { print($0.1) }
  /// tap.emit()  // Prints "v1"
  /// ```
  @inlinable
  public func withLatest<U>(
    from samplee: SignalProducer<U, Never>
  ) -> Signal<(Value, U), Failure> {
    lift(Transformations.withLatest { samplee.start($0) })
  }

  /// Pairs each value with the latest value of a run of `samplee`'s producer — a
  /// property's current value and changes, for instance — started with the result.
  ///
  /// ```swift
  /// let volume = MutableProperty(5)
  /// taps.withLatest(from: volume).observeValues { print($0.1) }
  /// tap.emit()  // Prints "5"
  /// ```
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> Signal<(Value, Samplee.Value), Failure> where Samplee.Failure == Never {
    withLatest(from: samplee.producer)
  }
}

extension SignalProducer {
  /// Pairs each value of every run with the latest value of `samplee` (see
  /// `Signal.withLatest(from:)`).
  ///
  /// ```swift
  /// let (units, choose) = Signal<String, Never>.pipe()
  /// let (readings, read) = Signal<Int, Never>.pipe()
  /// SignalProducer(readings).withLatest(from: units).startWithValues { print($0) }
  /// choose.emit("°C")
  /// read.emit(21)  // Prints "(21, "°C")"
  /// ```
  @inlinable
  public func withLatest<U>(
    from samplee: Signal<U, Never>
  ) -> SignalProducer<(Value, U), Failure> {
    lift(Transformations.withLatest { samplee.observe($0) }, endsEarly: false)
  }

  /// Pairs each value of every run with the latest value of a run of `samplee`, started
  /// just before it.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).withLatest(from: SignalProducer(value: "x"))
  ///   .startWithValues { print($0) }  // Prints "(1, "x")", then "(2, "x")"
  /// ```
  @inlinable
  public func withLatest<U>(
    from samplee: SignalProducer<U, Never>
  ) -> SignalProducer<(Value, U), Failure> {
    lift(Transformations.withLatest { samplee.start($0) }, endsEarly: false)
  }
}

extension SignalProducer {
  /// Pairs each value of every run with the latest value of a run of `samplee`'s
  /// producer — a property's current value and changes, for instance — started just
  /// before it.
  ///
  /// ```swift
  /// let volume = MutableProperty(5)
  /// SignalProducer(value: "tap").withLatest(from: volume).startWithValues { print($0.1) }
  /// // Prints "5"
  /// ```
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> SignalProducer<(Value, Samplee.Value), Failure> where Samplee.Failure == Never {
    withLatest(from: samplee.producer)
  }
}

extension Transformations {
  /// Pairs each value with the latest value sent to the observer that `observeSamplee`
  /// attaches, for as long as the derived stream lives.
  @inlinable
  static func withLatest<Value, Failure, U>(
    _ observeSamplee: @escaping @Sendable (Signal<U, Never>.Observer) -> any Disposable
  ) -> Transformation<Value, Failure, (Value, U), Failure> {
    { downstream, lifetime in
      // Locked: the samplee sends from its own threads, not from upstream's delivery.
      let latest = Locked<U?>.make(nil)
      lifetime += observeSamplee(
        Signal<U, Never>.Observer { event in
          if case .value(let value) = event { latest.withLock { $0 = value } }
        })
      return Signal.Observer { event in
        switch event {
        case .value(let value):
          if let sample = latest.withLock({ $0 }) { downstream.emit((value, sample)) }
        case .failed(let error): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
