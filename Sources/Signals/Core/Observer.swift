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

    /// Creates an observer that calls the callback given for each kind of event, and
    /// ignores the kinds it has none for.
    ///
    /// ```swift
    /// let observer = Signal<Int, Never>.Observer(value: { print($0) }, completed: { print("done") })
    /// signal.observe(observer)
    /// emitter.emit(1)     // Prints "1"
    /// emitter.complete()  // Prints "done"
    /// ```
    ///
    /// - Parameters:
    ///   - value: Runs for each value.
    ///   - failed: Runs with the error, if the signal fails.
    ///   - completed: Runs if the signal completes.
    ///   - interrupted: Runs if the signal is interrupted.
    @inlinable
    public init(
      value: (@Sendable (Value) -> Void)? = nil,
      failed: (@Sendable (Failure) -> Void)? = nil,
      completed: (@Sendable () -> Void)? = nil,
      interrupted: (@Sendable () -> Void)? = nil
    ) {
      self.init { event in
        switch event {
        case .value(let element): value?(element)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      }
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
