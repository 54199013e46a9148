extension SignalProducer {
  /// Starts a run that sends its events to `observer`.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).start(Signal.Observer { print($0) })
  /// // Prints "value(1)", "value(2)", "completed"
  /// ```
  ///
  /// - Returns: A disposable that interrupts this run only: the observer then receives
  ///   `interrupted`, unless the run has already terminated, in which case it does nothing.
  ///   The interruption enters where the run's events start and passes through the
  ///   operators threaded into the run, as any interruption would: after `materialize()`
  ///   the observer receives it as a value, then `completed`.
  @discardableResult
  @inlinable
  public func start(_ observer: Signal<Value, Failure>.Observer) -> any Disposable {
    startRun { _, _ in observer }
  }

  /// Starts a run that sends its events to `observer`, and returns the run itself, for
  /// operators that keep it as a class-bound disposable (`flatMap`).
  @inlinable
  func run(_ observer: Signal<Value, Failure>.Observer) -> any ProducerRunEnding {
    startRun { _, _ in observer }
  }

  /// Starts a run and hands each of its events to `action`.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).start { print($0) }
  /// // Prints "value(1)", then "completed"
  /// ```
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func start(
    _ action: @escaping @Sendable (Signal<Value, Failure>.Event) -> Void = { _ in }
  ) -> any Disposable {
    start(Signal.Observer(action))
  }

  /// Starts a run and hands each of its values to `action`, ignoring how it ends.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).startWithValues { print($0) }  // Prints "1", "2"
  /// ```
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func startWithValues(_ action: @escaping @Sendable (Value) -> Void) -> any Disposable {
    start { event in
      if case .value(let value) = event { action(value) }
    }
  }

  /// Starts a run and hands each value as a success, and a failure as a failure, to
  /// `action`.
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(error: .offline).startWithResult { print($0) }
  /// // Prints "failure(offline)"
  /// ```
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func startWithResult(
    _ action: @escaping @Sendable (Result<Value, Failure>) -> Void
  ) -> any Disposable {
    start { event in
      switch event {
      case .value(let value): action(.success(value))
      case .failed(let error): action(.failure(error))
      case .completed, .interrupted: break
      }
    }
  }

  /// Starts a run and calls `action` if it completes.
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func startWithCompleted(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    start { event in
      if case .completed = event { action() }
    }
  }

  /// Starts a run and calls `action` with its error if it fails.
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func startWithFailed(_ action: @escaping @Sendable (Failure) -> Void) -> any Disposable {
    start { event in
      if case .failed(let error) = event { action(error) }
    }
  }

  /// Starts a run and calls `action` if it is interrupted.
  ///
  /// - Returns: A disposable that interrupts this run.
  @discardableResult
  @inlinable
  public func startWithInterrupted(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    start { event in
      if case .interrupted = event { action() }
    }
  }

  /// Starts a run whose events are sent on a new signal, which `setup` receives — with the
  /// run's interrupter — before the run's work begins.
  ///
  /// Observe the signal in `setup` to see every event of the run, even those a
  /// synchronous producer sends at once.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2]).startWithSignal { signal, interrupter in
  ///   signal.map { $0 * 10 }.observeValues { print($0) }
  /// }
  /// // Prints "10", then "20"
  /// ```
  ///
  /// A run whose interrupter `setup` disposed never starts: no start handler runs, and the
  /// signal is interrupted. A run whose signal nobody observes or keeps once `setup` has
  /// returned is interrupted then, as ReactiveSwift does, since it could send to no one;
  /// a kept signal's run goes on until it is let go unobserved.
  ///
  /// - Returns: What `setup` returns.
  @discardableResult
  @inlinable
  public func startWithSignal<Result>(
    _ setup: (_ signal: Signal<Value, Failure>, _ interrupter: any Disposable) -> Result
  ) -> Result {
    let interrupter = SerialDisposable()
    var send: Signal<Value, Failure>.Observer?
    // A signal with a lifetime, not a pipe: released unobserved, it ends its lifetime,
    // which interrupts the run; and the run holds only its core, not the signal itself.
    var signal: Signal<Value, Failure>? = Signal { observer, lifetime in
      send = observer
      lifetime += interrupter
    }
    let result = setup(signal!, interrupter)
    guard let send, !interrupter.isDisposed else {
      send?.interrupt()
      return result
    }
    // The run becomes the interrupter's before its work begins, so that an observer of a
    // synchronous producer can interrupt it mid-run.
    _ = startRun { _, run in
      interrupter.inner = run
      if _slowPath(signal!.core.mayBeInspected) { Inspection.noteRun(run, feeds: signal!.core) }
      return send
    }
    signal = nil  // Let go here: unobserved and not kept, it interrupts the run now.
    return result
  }
}
