extension Signal {
  /// Sends this signal's latest value, paired with the sampler's value, each time
  /// `sampler` sends a value.
  ///
  /// A sampler value that arrives before this signal has sent any value is dropped. The
  /// same latest value is sent again on every sampler value until a new one replaces it,
  /// also after this signal has completed.
  ///
  /// ```swift
  /// let (positions, position) = Signal<Int, Never>.pipe()
  /// let (clicks, click) = Signal<String, Never>.pipe()
  /// positions.sample(with: clicks).observeValues { print($0) }
  /// click.emit("left")   // Prints nothing: no position yet
  /// position.emit(3)
  /// position.emit(4)
  /// click.emit("right")  // Prints "(4, "right")"
  /// click.emit("left")   // Prints "(4, "left")"
  /// ```
  ///
  /// The result completes as soon as it can send nothing more: when `sampler` completes,
  /// or when this signal completes without ever having sent a value. (ReactiveSwift waits
  /// for both to complete; we end as early as `combineLatest` does, for the same reason.)
  /// It fails with this signal's failure and is interrupted by either input's
  /// interruption.
  ///
  /// - Parameter sampler: The signal whose values trigger the samples.
  /// - Returns: A signal of this signal's latest value paired with each sampler value.
  @inlinable
  public func sample<Sample>(
    with sampler: Signal<Sample, Never>
  ) -> Signal<(Value, Sample), Failure> {
    .funnel(
      Component.sampleInputs(self, sampler), into: SampleState.self, combine: Component.tuple2)
  }

  /// Sends this signal's latest value each time `sampler` sends a value.
  ///
  /// ```swift
  /// let (text, type) = Signal<String, Never>.pipe()
  /// let (saves, save) = Signal<Void, Never>.pipe()
  /// text.sample(on: saves).observeValues { print($0) }
  /// type.emit("Hel")
  /// type.emit("Hello")
  /// save.emit()  // Prints "Hello"
  /// ```
  ///
  /// - Parameter sampler: The signal whose values trigger the samples.
  /// - Returns: A signal that behaves as ``sample(with:)``, without the sampler's values.
  @inlinable
  public func sample(on sampler: Signal<Void, Never>) -> Signal {
    sample(with: sampler).map { value, _ in value }
  }
}

extension SignalProducer {
  /// Sends the latest value of every run, paired with the sampler's value, each time a run
  /// of `sampler`, started with it, sends a value.
  ///
  /// ```swift
  /// let ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler)
  /// temperatures.sample(with: ticks).startWithValues { temperature, instant in
  ///   print(temperature, instant)
  /// }
  /// ```
  ///
  /// - Parameter sampler: A producer, signal or property whose values trigger the samples.
  /// - Returns: A producer whose runs behave as ``Signal/sample(with:)``.
  @inlinable
  public func sample<Sampler: SignalProducerConvertible<Sampler.Value, Never>>(
    with sampler: Sampler
  ) -> SignalProducer<(Value, Sampler.Value), Failure> {
    .funnel(
      Component.sampleInputs(self, sampler.producer), into: SampleState.self,
      combine: Component.tuple2)
  }

  /// Sends the latest value of every run each time a run of `sampler`, started with it,
  /// sends a value.
  ///
  /// ```swift
  /// drafts.sample(on: saveTaps).startWithValues { save($0) }
  /// ```
  ///
  /// - Parameter sampler: A producer, signal or property whose values trigger the samples.
  /// - Returns: A producer whose runs behave as ``Signal/sample(on:)``.
  @inlinable
  public func sample(
    on sampler: some SignalProducerConvertible<Void, Never>
  ) -> SignalProducer {
    sample(with: sampler).map { value, _ in value }
  }
}

extension Component where C == Never, D == Never {
  /// The inputs of `sample(with:)`: the sampled signal, then the sampler, whose failure
  /// type is `Never` and so becomes the sampled one's.
  @inlinable
  static func sampleInputs<Failure>(
    _ sampled: Signal<A, Failure>, _ sampler: Signal<B, Never>
  ) -> [MultiInput<Self, Failure>] {
    [
      MultiInput(sampled) { .first($0) },
      MultiInput { observer in
        sampler.observe { event in observer.send(event.promotingNever { .second($0) }) }
      },
    ]
  }

  @inlinable
  static func sampleInputs<Failure>(
    _ sampled: SignalProducer<A, Failure>, _ sampler: SignalProducer<B, Never>
  ) -> [MultiInput<Self, Failure>] {
    [
      MultiInput(sampled) { .first($0) },
      MultiInput { observer in
        sampler.start { event in observer.send(event.promotingNever { .second($0) }) }
      },
    ]
  }
}

extension Signal.Event where Failure == Never {
  /// The event with its value transformed, as an event of a signal that can fail with
  /// `NewFailure` (this one never does).
  @inlinable
  func promotingNever<U, NewFailure>(
    _ transform: (Value) -> U
  ) -> Signal<U, NewFailure>.Event {
    switch self {
    case .value(let value): .value(transform(value))
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}
