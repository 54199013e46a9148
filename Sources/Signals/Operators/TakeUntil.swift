extension Signal {
  /// Forwards events until `trigger` sends a value or completes, then completes.
  ///
  /// A trigger that fails — it cannot, being `Never` — or is interrupted leaves the
  /// signal running: only a value or a completion means "stop now".
  ///
  /// ```swift
  /// signal.take(until: closeButtonTaps).observe { print($0) }
  /// emitter.emit(1)      // Prints "value(1)"
  /// closeEmitter.emit()  // Prints "completed"
  /// ```
  @inlinable
  public func take<Trigger>(until trigger: Signal<Trigger, Never>) -> Signal {
    Signal { observer, lifetime in
      lifetime += trigger.observe(Transformations.completing(observer))
      lifetime += observe(observer)
    }
  }

  /// Forwards events until `lifetime` ends, then completes.
  ///
  /// Use it to tie an observation to an owner: the observation ends when the owner's
  /// ``Lifetime/Token`` is released. If the lifetime has already ended, the result
  /// completes at once.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// signal.take(during: lifetime).observe { print($0) }
  /// emitter.emit(1)  // Prints "value(1)"
  /// _ = token        // Releasing the token prints "completed"
  /// ```
  @inlinable
  public func take(during lifetime: Lifetime) -> Signal {
    Signal { observer, signalLifetime in
      signalLifetime += lifetime.observeEnded { observer.complete() }
      signalLifetime += observe(observer)
    }
  }
}

extension SignalProducer {
  /// Forwards the events of every run until `trigger` sends a value or completes, then
  /// completes and ends the run.
  ///
  /// ```swift
  /// let (closes, close) = Signal<Void, Never>.pipe()
  /// ticks.take(until: closes).startWithValues { print($0) }
  /// close.emit()  // The run completes and stops ticking.
  /// ```
  @inlinable
  public func take<Trigger>(until trigger: Signal<Trigger, Never>) -> SignalProducer {
    SignalProducer { observer, lifetime in
      lifetime += trigger.observe(Transformations.completing(observer))
      lifetime += start(observer)
    }
  }

  /// Forwards the events of every run until a run of `trigger`, started just before it,
  /// sends a value or completes; then completes and ends both runs.
  ///
  /// ```swift
  /// let timeout = SignalProducer<Void, Never>(value: ()).delay(.seconds(5), on: scheduler)
  /// search.take(until: timeout).startWithValues { print($0) }
  /// ```
  @inlinable
  public func take<Trigger>(until trigger: SignalProducer<Trigger, Never>) -> SignalProducer {
    SignalProducer { observer, lifetime in
      lifetime += trigger.start(Transformations.completing(observer))
      lifetime += start(observer)
    }
  }

  /// Forwards the events of every run until `lifetime` ends, then completes and ends the
  /// run.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// ticks.take(during: lifetime).startWithValues { print($0) }
  /// _ = token  // Releasing the token completes the run.
  /// ```
  @inlinable
  public func take(during lifetime: Lifetime) -> SignalProducer {
    SignalProducer { observer, runLifetime in
      runLifetime += lifetime.observeEnded { observer.complete() }
      runLifetime += start(observer)
    }
  }
}

extension Transformations {
  /// An observer of a trigger that completes `observer` when the trigger sends a value or
  /// completes, and does nothing when it is interrupted.
  @inlinable
  static func completing<Trigger, Value, Failure>(
    _ observer: Signal<Value, Failure>.Observer
  ) -> Signal<Trigger, Never>.Observer {
    Signal<Trigger, Never>.Observer { event in
      switch event {
      case .value, .completed: observer.complete()
      case .interrupted: break
      }
    }
  }
}
