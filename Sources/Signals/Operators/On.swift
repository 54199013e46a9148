extension Signal {
  /// Runs side effects as events pass through, without changing them.
  ///
  /// Each hook runs before the event is forwarded: `event` first, for every event, then
  /// the hook of the event's kind. `terminated` runs after the specific terminal hook;
  /// `disposed` runs once when the resulting signal ends — on termination, or when it is
  /// released unobserved.
  ///
  /// ```swift
  /// signal.on(value: { print("got \($0)") }, completed: { print("done") })
  ///   .observeValues { _ in }
  /// emitter.emit(1)     // Prints "got 1"
  /// emitter.complete()  // Prints "done"
  /// ```
  @inlinable
  public func on(
    event: (@Sendable (Event) -> Void)? = nil,
    value: (@Sendable (Value) -> Void)? = nil,
    failed: (@Sendable (Failure) -> Void)? = nil,
    completed: (@Sendable () -> Void)? = nil,
    interrupted: (@Sendable () -> Void)? = nil,
    terminated: (@Sendable () -> Void)? = nil,
    disposed: (@Sendable () -> Void)? = nil
  ) -> Signal {
    let hooks = EventHooks(
      event: event, value: value, failed: failed, completed: completed,
      interrupted: interrupted, terminated: terminated, disposed: disposed)
    return lift(Transformations.on(hooks))
  }
}

extension SignalProducer {
  /// Runs side effects around every run and as its events pass through, without changing
  /// them.
  ///
  /// `starting` runs before a run's work begins, `started` right after its start handler
  /// returned; the event hooks run before each event is forwarded, `event` first; `disposed`
  /// runs once when the run ends — terminated, interrupted, or ended early downstream.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1)
  ///   .on(starting: { print("starting") }, value: { print("got \($0)") }, disposed: { print("done") })
  ///   .start()
  /// // Prints "starting", "got 1", then "done"
  /// ```
  @inlinable
  public func on(
    starting: (@Sendable () -> Void)? = nil,
    started: (@Sendable () -> Void)? = nil,
    event: (@Sendable (Signal<Value, Failure>.Event) -> Void)? = nil,
    value: (@Sendable (Value) -> Void)? = nil,
    failed: (@Sendable (Failure) -> Void)? = nil,
    completed: (@Sendable () -> Void)? = nil,
    interrupted: (@Sendable () -> Void)? = nil,
    terminated: (@Sendable () -> Void)? = nil,
    disposed: (@Sendable () -> Void)? = nil
  ) -> SignalProducer {
    let hooks = EventHooks(
      event: event, value: value, failed: failed, completed: completed,
      interrupted: interrupted, terminated: terminated, disposed: disposed)
    let lifted = lift(Transformations.on(hooks), endsEarly: false)
    guard starting != nil || started != nil else { return lifted }
    return SignalProducer(uninspected: { makeObserver in
      starting?()
      defer { started?() }
      return lifted.startRun(makeObserver)
    })
  }
}

/// The optional side effects of ``Signal/on(event:value:failed:completed:interrupted:terminated:disposed:)``.
@usableFromInline
struct EventHooks<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline var event: (@Sendable (Signal<Value, Failure>.Event) -> Void)?
  @usableFromInline var value: (@Sendable (Value) -> Void)?
  @usableFromInline var failed: (@Sendable (Failure) -> Void)?
  @usableFromInline var completed: (@Sendable () -> Void)?
  @usableFromInline var interrupted: (@Sendable () -> Void)?
  @usableFromInline var terminated: (@Sendable () -> Void)?
  @usableFromInline var disposed: (@Sendable () -> Void)?

  @inlinable
  init(
    event: (@Sendable (Signal<Value, Failure>.Event) -> Void)?,
    value: (@Sendable (Value) -> Void)?, failed: (@Sendable (Failure) -> Void)?,
    completed: (@Sendable () -> Void)?, interrupted: (@Sendable () -> Void)?,
    terminated: (@Sendable () -> Void)?, disposed: (@Sendable () -> Void)?
  ) {
    self.event = event
    self.value = value
    self.failed = failed
    self.completed = completed
    self.interrupted = interrupted
    self.terminated = terminated
    self.disposed = disposed
  }

  @inlinable
  func run(for event: Signal<Value, Failure>.Event) {
    self.event?(event)
    switch event {
    case .value(let value): self.value?(value)
    case .failed(let error): failed?(error)
    case .completed: completed?()
    case .interrupted: interrupted?()
    }
    if event.isTerminating { terminated?() }
  }
}

extension Transformations {
  @inlinable
  static func on<Value, Failure>(
    _ hooks: EventHooks<Value, Failure>
  ) -> Transformation<Value, Failure, Value, Failure> {
    { downstream, lifetime in
      if let disposed = hooks.disposed { lifetime.observeEnded(disposed) }
      return Signal.Observer { event in
        hooks.run(for: event)
        downstream.send(event)
      }
    }
  }
}
