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
      lifetime += trigger.observe { event in
        switch event {
        case .value, .completed: observer.complete()
        case .interrupted: break
        }
      }
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
