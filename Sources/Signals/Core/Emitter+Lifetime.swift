extension Emitter {
  /// Completes the signal when `lifetime` ends, such as when the object sending on it
  /// goes away; the emitter is kept until then.
  ///
  /// Use it for an object's outgoing signals that other parts `flatMap` over: `flatMap`
  /// goes on after an inner signal completes but ends when one is interrupted, and an
  /// emitter released without ending its signal interrupts it.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// let taps = Emitter<Void, Never>()
  /// taps.complete(when: lifetime)
  /// taps.signal.observeCompleted { print("done") }
  /// _ = token  // Releasing the token prints "done"
  /// ```
  public func complete(when lifetime: Lifetime) {
    lifetime.observeEnded { [self] in complete() }
  }
}
