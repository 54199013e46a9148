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
  @inlinable
  public func skip<Trigger>(until trigger: Signal<Trigger, Never>) -> Signal {
    Signal { observer, lifetime in
      let isOpen = Locked.make(false)
      let triggerObservation = SerialDisposable()
      lifetime += triggerObservation
      triggerObservation.inner = trigger.observe { event in
        guard case .interrupted = event else {
          isOpen.withLock { $0 = true }
          return triggerObservation.dispose()
        }
      }
      lifetime += observe { event in
        if case .value = event, !isOpen.withLock({ $0 }) { return }
        observer.send(event)
      }
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
  @inlinable
  public func skip<Trigger>(until trigger: Signal<Trigger, Never>) -> SignalProducer {
    lift(signal: { $0.skip(until: trigger) })
  }
}
