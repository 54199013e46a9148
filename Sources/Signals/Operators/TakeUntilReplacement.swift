extension Signal {
  /// Forwards this signal's events until `replacement` sends its first event, then
  /// forwards `replacement`'s events instead.
  ///
  /// From `replacement`'s first event on — a value or a terminal event — this signal is no
  /// longer observed, and the result ends as `replacement` ends. Before that, a terminal
  /// event of this signal ends the result.
  ///
  /// ```swift
  /// cached.take(untilReplacement: fresh).observeValues { print($0) }
  /// cachedEmitter.emit("old")  // Prints "old"
  /// freshEmitter.emit("new")   // Prints "new"
  /// cachedEmitter.emit("old")  // Prints nothing
  /// ```
  ///
  /// - Parameter replacement: The signal that takes over once it sends.
  /// - Returns: A signal of this one's events, then of `replacement`'s.
  public func take(untilReplacement replacement: Signal) -> Signal {
    Signal { observer, lifetime in
      Transformations.connectReplacing(
        upstream: { observe($0) }, replacement: { replacement.observe($0) },
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension SignalProducer {
  /// Forwards the events of every run until `replacement` sends its first event, then
  /// forwards `replacement`'s events instead, and interrupts the run of this producer.
  ///
  /// ```swift
  /// let (live, update) = Signal<String, Never>.pipe()
  /// SignalProducer(value: "cached").take(untilReplacement: live)
  ///   .startWithValues { print($0) }  // Prints "cached"
  /// update.emit("live")  // Prints "live"
  /// ```
  public func take(untilReplacement replacement: Signal<Value, Failure>) -> SignalProducer {
    lift(signal: { $0.take(untilReplacement: replacement) })
  }

  /// Forwards the events of every run until a run of `replacement`, started just before
  /// it, sends its first event; then forwards the replacement run's events instead, and
  /// interrupts the run of this producer.
  ///
  /// ```swift
  /// SignalProducer(value: "cached").take(untilReplacement: SignalProducer(value: "fresh"))
  ///   .startWithValues { print($0) }  // Prints "fresh": it sends first
  /// ```
  public func take(untilReplacement replacement: SignalProducer) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Transformations.connectReplacing(
        upstream: { start($0) }, replacement: { replacement.start($0) },
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension Transformations {
  /// What `take(untilReplacement:)` serializes: an event of either source.
  enum ReplacingInput<Value: Sendable, Failure: Error>: Sendable {
    case upstream(Signal<Value, Failure>.Event)
    case replacement(Signal<Value, Failure>.Event)
  }

  /// Observes `replacement`, then `upstream`, and forwards upstream's events until the
  /// replacement's first event, then the replacement's; everything ends with `lifetime`.
  ///
  /// Both go through one serializer, so that an upstream value accepted after the
  /// replacement took over can never reach downstream.
  static func connectReplacing<Value, Failure>(
    upstream: (Signal<Value, Failure>.Observer) -> any Disposable,
    replacement: (Signal<Value, Failure>.Observer) -> any Disposable,
    downstream: Signal<Value, Failure>.Observer,
    lifetime: Lifetime
  ) {
    let upstreamObservation = SerialDisposable()
    let serializer = Serializer<ReplacingInput<Value, Failure>, Bool>(state: false) {
      isReplaced, input in
      switch input {
      case .upstream(let event):
        if !isReplaced { downstream.send(event) }
      case .replacement(let event):
        if !isReplaced {
          isReplaced = true
          upstreamObservation.dispose()
        }
        downstream.send(event)
      }
    }
    lifetime.observeEnded { serializer.close() }
    lifetime += upstreamObservation
    lifetime += replacement(Signal.Observer { serializer.send(.replacement($0)) })
    upstreamObservation.inner = upstream(Signal.Observer { serializer.send(.upstream($0)) })
  }
}
