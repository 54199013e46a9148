extension Signal {
  /// The sending side handed to a signal's generator, and what operators pass events to.
  ///
  /// An observer is a thin value around an event handler. Sending through it follows the
  /// signal's rules: events after a terminal event are ignored.
  public struct Observer: Sendable {
    @usableFromInline let action: @Sendable (Event) -> Void

    /// Creates an observer that hands every event to `action`.
    @inlinable
    public init(_ action: @escaping @Sendable (Event) -> Void) {
      self.action = action
    }

    /// Sends an event.
    @inlinable
    public func send(_ event: Event) {
      action(event)
    }

    /// Sends a value.
    @inlinable
    public func emit(_ value: Value) {
      action(.value(value))
    }

    /// Fails with `error`, ending the signal.
    @inlinable
    public func fail(_ error: Failure) {
      action(.failed(error))
    }

    /// Completes, ending the signal.
    @inlinable
    public func complete() {
      action(.completed)
    }

    /// Interrupts, ending the signal.
    @inlinable
    public func interrupt() {
      action(.interrupted)
    }
  }
}

extension Signal.Observer where Value == Void {
  /// Sends an empty value.
  @inlinable
  public func emit() {
    action(.value(()))
  }
}
