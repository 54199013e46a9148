// `flatten` where the outer and the inner failure types differ only by `Never`: the side
// that cannot fail is promoted, as ReactiveSwift's overloads do. Each delegates to the
// `flatMap` overload of the same shape.

extension Signal {
  /// Forwards the values of the inner signals, which cannot fail, combined by `strategy`.
  ///
  /// ```swift
  /// let (pages, show) = Signal<Signal<String, Never>, LoadError>.pipe()
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// pages.flatten(.latest).observe { print($0) }
  /// show.emit(taps)
  /// tap.emit("settings")  // Prints "value(settings)"
  /// show.fail(.offline)   // Prints "failed(offline)"
  /// ```
  ///
  /// - Returns: A signal that behaves as `flatMap(strategy) { $0 }`, failing only when this
  ///   one fails.
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Failure>
  where Value == Signal<Inner, Never> {
    flatMap(strategy) { $0 }
  }

  /// Starts a run of each producer this signal sends, which cannot fail, and forwards
  /// their values combined by `strategy`.
  ///
  /// ```swift
  /// let (requests, send) = Signal<SignalProducer<Int, Never>, LoadError>.pipe()
  /// requests.flatten(.concat).observe { print($0) }
  /// send.emit(SignalProducer(value: 1))  // Prints "value(1)"
  /// ```
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Failure>
  where Value == SignalProducer<Inner, Never> {
    flatMap(strategy) { $0 }
  }
}

extension Signal where Failure == Never {
  /// Forwards the values of the inner signals, which can fail, combined by `strategy`; the
  /// result fails when an inner signal fails.
  ///
  /// ```swift
  /// let (queries, search) = Signal<Signal<[String], LoadError>, Never>.pipe()
  /// let (results, respond) = Signal<[String], LoadError>.pipe()
  /// queries.flatten(.latest).observe { print($0) }
  /// search.emit(results)
  /// respond.fail(.offline)  // Prints "failed(offline)"
  /// ```
  @inlinable
  public func flatten<Inner, F>(_ strategy: FlattenStrategy) -> Signal<Inner, F>
  where Value == Signal<Inner, F> {
    flatMap(strategy) { $0 }
  }

  /// Starts a run of each producer this signal sends, which can fail, and forwards their
  /// values combined by `strategy`; the result fails when a run fails.
  ///
  /// ```swift
  /// let (requests, send) = Signal<SignalProducer<Int, LoadError>, Never>.pipe()
  /// requests.flatten(.concat).observe { print($0) }
  /// send.emit(SignalProducer(error: .offline))  // Prints "failed(offline)"
  /// ```
  @inlinable
  public func flatten<Inner, F>(_ strategy: FlattenStrategy) -> Signal<Inner, F>
  where Value == SignalProducer<Inner, F> {
    flatMap(strategy) { $0 }
  }

  /// Forwards the values of the inner signals when neither side can fail; this overload
  /// only settles which of the others applies when both could.
  ///
  /// ```swift
  /// let (pages, show) = Signal<Signal<String, Never>, Never>.pipe()
  /// let (taps, tap) = Signal<String, Never>.pipe()
  /// pages.flatten(.latest).observeValues { print($0) }
  /// show.emit(taps)
  /// tap.emit("settings")  // Prints "settings"
  /// ```
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Never>
  where Value == Signal<Inner, Never> {
    flatMap(strategy) { $0 }
  }

  /// Starts a run of each producer this signal sends when neither side can fail; this
  /// overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// let (requests, send) = Signal<SignalProducer<Int, Never>, Never>.pipe()
  /// requests.flatten(.concat).observeValues { print($0) }
  /// send.emit(SignalProducer(values: [1, 2]))  // Prints "1", then "2"
  /// ```
  @inlinable
  public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Never>
  where Value == SignalProducer<Inner, Never> {
    flatMap(strategy) { $0 }
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Failure == Never {
  /// Starts a run of each inner producer — or signal, or property — a run sends, which
  /// cannot fail, and forwards their values combined by `strategy`.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, Never>, LoadError>(value: SignalProducer(value: 1))
  ///   .flatten(.merge).startWithResult { print($0) }  // Prints "success(1)"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Failure> {
    flatMap(strategy) { $0 }
  }
}

extension SignalProducer where Failure == Never, Value: SignalProducerConvertible {
  /// Starts a run of each inner producer a run sends, which can fail, and forwards their
  /// values combined by `strategy`; the result fails when an inner run fails.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, LoadError>, Never>(value: SignalProducer(error: .offline))
  ///   .flatten(.merge).startWithResult { print($0) }  // Prints "failure(offline)"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Failure> {
    flatMap(strategy) { $0 }
  }
}

extension SignalProducer
where Failure == Never, Value: SignalProducerConvertible, Value.Failure == Never {
  /// Starts a run of each inner producer a run sends when neither side can fail; this
  /// overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// SignalProducer(values: [SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2)])
  ///   .flatten(.concat).startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
    flatMap(strategy) { $0 }
  }
}

// `flatten` of a signal whose values are properties — or any other producer-convertible
// type — starts each inner's producer: a property's current value, then its changes.

extension Signal where Value: SignalProducerConvertible, Value.Failure == Failure {
  /// Forwards the values of the inner properties (or other convertibles) this signal
  /// sends, each from its current value on, combined by `strategy`.
  ///
  /// ```swift
  /// let (screens, show) = Signal<Property<String>, Never>.pipe()
  /// let title = MutableProperty("Inbox")
  /// screens.flatten(.latest).observeValues { print($0) }
  /// show.emit(Property(title))  // Prints "Inbox"
  /// title.value = "Archive"     // Prints "Archive"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Failure> {
    flatMap(strategy) { $0.producer }
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Failure == Never {
  /// Forwards the values of the inner properties (or other convertibles that cannot fail)
  /// this signal sends, combined by `strategy`; the result fails only when this signal
  /// fails.
  ///
  /// ```swift
  /// let (screens, show) = Signal<Property<String>, LoadError>.pipe()
  /// screens.flatten(.latest).observe { print($0) }
  /// show.emit(Property(value: "Inbox"))  // Prints "value(Inbox)"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Failure> {
    flatMap(strategy) { $0.producer }
  }
}

extension Signal where Failure == Never, Value: SignalProducerConvertible, Value.Failure == Never {
  /// Forwards the values of the inner properties this signal sends when neither side can
  /// fail; this overload only settles which of the others applies when both could.
  ///
  /// ```swift
  /// let (screens, show) = Signal<Property<Int>, Never>.pipe()
  /// screens.flatten(.merge).observeValues { print($0) }
  /// show.emit(Property(value: 1))  // Prints "1"
  /// ```
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
    flatMap(strategy) { $0.producer }
  }
}
