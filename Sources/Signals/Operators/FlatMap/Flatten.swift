extension Signal {
  /// Forwards the values of the inner signals this signal sends, combined by `strategy`:
  /// `flatMap(strategy) { $0 }`.
  ///
  /// ```swift
  /// let (pages, show) = Signal<Signal<String, Never>, Never>.pipe()
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// pages.flatten(.latest).observeValues { print($0) }
  /// show.emit(taps)
  /// tap.emit("settings")  // Prints "settings"
  /// ```
  ///
  /// - Parameter strategy: How the inner signals are combined — see ``FlattenStrategy``.
  /// - Returns: A signal that behaves as `flatMap(strategy) { $0 }`.
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Failure>
  where Value == Signal<Inner, Failure> {
    flatMap(strategy) { $0 }
  }

  /// Starts a run of each producer this signal sends and forwards the values of those
  /// runs, combined by `strategy`: `flatMap(strategy) { $0 }`.
  ///
  /// ```swift
  /// let (requests, send) = Signal<SignalProducer<Int, Never>, Never>.pipe()
  /// requests.flatten(.concat).observeValues { print($0) }
  /// send.emit(SignalProducer(values: [1, 2]))  // Prints "1", then "2"
  /// ```
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Failure>
  where Value == SignalProducer<Inner, Failure> {
    flatMap(strategy) { $0 }
  }
}

extension Signal where Value: Sequence, Value.Element: Sendable {
  /// Forwards the elements of each sequence this signal sends, one by one, in order.
  ///
  /// ```swift
  /// let (pages, load) = Signal<[String], Never>.pipe()
  /// pages.flatten().observeValues { print($0) }
  /// load.emit(["a", "b"])  // Prints "a", then "b"
  /// ```
  @inlinable
  public func flatten() -> Signal<Value.Element, Failure> {
    lift(Transformations.flattenSequences())
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Failure == Failure {
  /// Starts a run of each inner producer — or signal, or property — that a run sends, and
  /// forwards their values combined by `strategy`: `flatMap(strategy) { $0 }`.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, Never>, Never>(
  ///   values: [SignalProducer(values: [1, 2]), SignalProducer(value: 3)]
  /// ).flatten(.concat).startWithValues { print($0) }  // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Failure> {
    flatMap(strategy) { $0 }
  }
}

extension SignalProducer where Value: Sequence, Value.Element: Sendable {
  /// Forwards the elements of each sequence a run sends, one by one, in order.
  ///
  /// ```swift
  /// SignalProducer(values: [[1, 2], [3]]).flatten().startWithValues { print($0) }
  /// // Prints "1", "2", then "3"
  /// ```
  @inlinable
  public func flatten() -> SignalProducer<Value.Element, Failure> {
    lift(Transformations.flattenSequences(), endsEarly: false)
  }
}

extension Transformations {
  @inlinable
  static func flattenSequences<Values: Sequence & Sendable, Failure>() -> Transformation<
    Values, Failure, Values.Element, Failure
  > where Values.Element: Sendable {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let values): for value in values { downstream.emit(value) }
        case .failed(let error): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
