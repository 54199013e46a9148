/// Whether an observation made with ``Signal/onReception(_:)`` goes on after a value.
public enum Persistence: Sendable {
  /// End the observation at once: it receives nothing more.
  case stop
  /// Keep observing.
  case `continue`
}

extension Signal {
  /// Observes values, deciding after each one whether to keep observing.
  ///
  /// Returning ``Persistence/stop`` ends the observation at once: it never sees another
  /// value, even one already queued. The helpers ``eachTime(_:)`` and ``once(_:)`` build
  /// the observing function from one that returns nothing.
  ///
  /// ```swift
  /// signal.onReception § once § { print("first: \($0)") }
  /// emitter.emit(1)  // Prints "first: 1"
  /// emitter.emit(2)  // Prints nothing
  /// ```
  ///
  /// - Returns: A disposable that ends the observation early.
  @discardableResult
  @inlinable
  public func onReception(
    _ observation: @escaping @Sendable (Value) -> Persistence
  ) -> any Disposable {
    core.observeHandle(.reception(observation))
  }
}
