extension Signal {
  /// Forwards the values of this signal and `other` as one signal.
  ///
  /// The result completes when both have completed; the first failure or interruption
  /// of either ends it, and ends the observation of the other.
  ///
  /// ```swift
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// let (keys, press) = Signal<String, Never>.pipe()
  /// taps.merge(with: keys).observeValues { print($0) }
  /// tap.emit("tap")      // Prints "tap"
  /// press.emit("enter")  // Prints "enter"
  /// ```
  ///
  /// - Returns: A signal of the values of both signals, in the order they arrive.
  @inlinable
  public func merge(with other: Signal) -> Signal {
    .merge([self, other])
  }

  /// Forwards the values of every signal in `signals` as one signal.
  ///
  /// Values are delivered serially, in the order they arrive, whichever thread sends
  /// them. The result completes when every signal has completed — at once for an empty
  /// array; the first failure or interruption ends it and the observation of the rest.
  ///
  /// ```swift
  /// let (first, one) = Signal<Int, Never>.pipe()
  /// let (second, two) = Signal<Int, Never>.pipe()
  /// Signal.merge([first, second]).observeValues { print($0) }
  /// two.emit(2)  // Prints "2"
  /// one.emit(1)  // Prints "1"
  /// ```
  ///
  /// - Returns: A signal of the values of all `signals`.
  @inlinable
  public static func merge(_ signals: [Signal]) -> Signal {
    // The outer stream sends the signals and completes during the result's creation, so
    // it is observed before anything else can happen.
    flattening(.merge) { outer in
      for signal in signals { outer.emit(signal) }
      outer.complete()
      return nil
    } start: { (signal: Signal, observer) in
      signal.observation(observer.action)
    }
  }

  /// Forwards the values of every signal given as one signal.
  ///
  /// ```swift
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// let (keys, press) = Signal<String, Never>.pipe()
  /// Signal.merge(taps, keys).observeValues { print($0) }
  /// press.emit("enter")  // Prints "enter"
  /// tap.emit("tap")      // Prints "tap"
  /// ```
  ///
  /// - Returns: A signal of the values of all `signals`, completing when they all have.
  @inlinable
  public static func merge(_ signals: Signal...) -> Signal {
    merge(signals)
  }

  /// Adds two signals together: the result sends whenever either sends (a union).
  ///
  /// ```swift
  /// let (polarized, choose) = Signal<Bool, Never>.pipe()
  /// let (ratings, rate) = Signal<Int, Never>.pipe()
  /// let changes = polarized.map { $0 ? "polarized" : "average" } + ratings.map { "\($0) stars" }
  /// changes.observeValues { print($0) }
  /// rate.emit(4)        // Prints "4 stars"
  /// choose.emit(true)   // Prints "polarized"
  /// ```
  ///
  /// - Returns: `lhs.merge(with: rhs)`.
  @inlinable
  public static func + (lhs: Signal, rhs: Signal) -> Signal {
    lhs.merge(with: rhs)
  }
}

extension SignalProducer {
  /// Forwards the values of every run of this producer and of a run of `other`, started
  /// with it, as one run.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).merge(with: SignalProducer(value: 3))
  ///   .startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  ///
  /// - Returns: A producer whose runs behave as ``Signal/merge(with:)``.
  @inlinable
  public func merge(with other: some SignalProducerConvertible<Value, Failure>) -> SignalProducer {
    .merge([self, other.producer])
  }

  /// Forwards the values of a run of this producer and of a run of `other`, as they come.
  ///
  /// This overload takes a producer, so that a producer can be written by its static
  /// members alone (`.never`, `.empty`, `.init(value:)`), as ReactiveSwift code does.
  ///
  /// ```swift
  /// SignalProducer(value: 1).merge(with: .init(value: 2))
  ///   .startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public func merge(with other: SignalProducer) -> SignalProducer {
    .merge([self, other])
  }

  /// Forwards the values of runs of every producer in `producers`, started in order, as
  /// one run.
  ///
  /// A run completes when every inner run has completed; the first failure or
  /// interruption ends it and interrupts the rest.
  ///
  /// ```swift
  /// SignalProducer.merge([SignalProducer(value: 1), SignalProducer(value: 2)])
  ///   .startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public static func merge(
    _ producers: some Sequence<some SignalProducerConvertible<Value, Failure>>
  ) -> SignalProducer {
    flattening(.merge, producers.map(\.producer))
  }

  /// Forwards the values of runs of every producer given, started in order, as one run.
  ///
  /// ```swift
  /// SignalProducer.merge(SignalProducer(value: 1), SignalProducer(value: 2))
  ///   .startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public static func merge(_ producers: SignalProducer...) -> SignalProducer {
    merge(producers)
  }
}

extension SignalProducer {
  /// Derives a producer whose runs flatten runs of `producers` with `strategy`: the body
  /// of `merge` and `concat` over a list of producers.
  @inlinable
  static func flattening(_ strategy: FlattenStrategy, _ producers: [SignalProducer])
    -> SignalProducer
  {
    flattening(strategy) { outer in
      for producer in producers { outer.emit(producer) }
      outer.complete()
      return nil
    } start: { (producer: SignalProducer, inner) in
      producer.run(inner)
    }
  }
}
