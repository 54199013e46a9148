extension Signal {
  /// Drops values until `trigger` sends a value or completes, then forwards every value.
  ///
  /// A trigger that is interrupted without having sent a value keeps dropping values.
  ///
  /// ```swift
  /// signal.skip(until: ready).observeValues { print($0) }
  /// emitter.emit(1)     // Prints nothing
  /// readyEmitter.emit()
  /// emitter.emit(2)     // Prints "2"
  /// ```
  ///
  /// > Note: Unlike ReactiveSwift, which starts observing this signal only once
  /// > triggered, a terminal event is forwarded at once, even before the trigger: a hot
  /// > signal that has ended must end the result, not leave it waiting.
  ///
  /// - Parameter trigger: The signal whose first value or completion opens the gate.
  /// - Returns: A signal of the values sent after `trigger` fired, and this one's end.
  public func skip<Trigger>(until trigger: Signal<Trigger, Never>) -> Signal {
    Signal { observer, lifetime in
      Transformations.connectSkipping(
        upstream: { observe($0) }, trigger: { trigger.observe($0) },
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension SignalProducer {
  /// Drops the values of every run until `trigger` sends a value or completes, then
  /// forwards every value (see ``Signal/skip(until:)``).
  ///
  /// ```swift
  /// let (ready, open) = Signal<Void, Never>.pipe()
  /// let (ticks, tick) = Signal<Int, Never>.pipe()
  /// SignalProducer(ticks).skip(until: ready).startWithValues { print($0) }
  /// tick.emit(1)  // Prints nothing
  /// open.emit()
  /// tick.emit(2)  // Prints "2"
  /// ```
  public func skip<Trigger>(until trigger: Signal<Trigger, Never>) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Transformations.connectSkipping(
        upstream: { start($0) }, trigger: { trigger.observe($0) },
        downstream: observer, lifetime: lifetime)
    }
  }

  /// Drops the values of every run until a run of `trigger`, started just before it,
  /// sends a value or completes; then forwards every value.
  ///
  /// ```swift
  /// let warmUp = SignalProducer<Void, Never>(value: ()).delay(.seconds(1), on: scheduler)
  /// SignalProducer.timer(interval: .milliseconds(400), on: scheduler)
  ///   .skip(until: warmUp)
  ///   .startWithValues { print($0.offset) }
  /// scheduler.advance(by: .seconds(1.2))  // Prints "1.2 seconds"
  /// ```
  public func skip<Trigger>(until trigger: SignalProducer<Trigger, Never>) -> SignalProducer {
    SignalProducer { observer, lifetime in
      Transformations.connectSkipping(
        upstream: { start($0) }, trigger: { trigger.start($0) },
        downstream: observer, lifetime: lifetime)
    }
  }
}

extension Transformations {
  /// Observes `trigger`, then `upstream`, and forwards upstream's events to `downstream`,
  /// dropping its values until the trigger sends a value or completes; everything ends
  /// with `lifetime`.
  ///
  /// A flag, not a serializer: only upstream sends downstream, so a value racing the
  /// trigger on another thread is dropped or forwarded, never reordered.
  static func connectSkipping<Value, Failure, Trigger>(
    upstream: (Signal<Value, Failure>.Observer) -> any Disposable,
    trigger: (Signal<Trigger, Never>.Observer) -> any Disposable,
    downstream: Signal<Value, Failure>.Observer,
    lifetime: Lifetime
  ) {
    let isOpen = Locked.make(false)
    let triggerObservation = SerialDisposable()
    lifetime += triggerObservation
    triggerObservation.inner = trigger(
      Signal.Observer { event in
        guard case .interrupted = event else {
          isOpen.withLock { $0 = true }
          return triggerObservation.dispose()
        }
      })
    lifetime += upstream(
      Signal.Observer { event in
        if case .value = event, !isOpen.withLock({ $0 }) { return }
        downstream.send(event)
      })
  }
}
