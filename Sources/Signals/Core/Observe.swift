extension Signal {
  /// Observes every event of the signal.
  ///
  /// ```swift
  /// signal.observe { event in print(event) }
  /// emitter.emit(1)     // Prints "value(1)"
  /// emitter.complete()  // Prints "completed"
  /// ```
  ///
  /// - Parameter action: Runs for each event, on the thread that delivers it.
  /// - Returns: A disposable that ends the observation. If the signal has already
  ///   terminated, `action` receives the terminal event at once and the disposable is
  ///   already disposed.
  @discardableResult
  @inlinable
  public func observe(_ action: @escaping @Sendable (Event) -> Void) -> any Disposable {
    core.observeHandle(.events(action))
  }

  /// Forwards every event of the signal to `observer`.
  ///
  /// - Returns: A disposable that ends the forwarding.
  @discardableResult
  @inlinable
  public func observe(_ observer: Observer) -> any Disposable {
    core.observeHandle(.events(observer.action))
  }

  /// Forwards every event of the signal to `observer`, and returns the observation itself
  /// rather than an `any Disposable`, for operators that store it (`flatMap`).
  ///
  /// A method of the signal, so that the signal is alive until the observer is added: a
  /// derived signal that nobody references or observes is torn down at once.
  @inlinable
  func observation(
    _ action: consuming @escaping @Sendable (Event) -> Void
  ) -> Observation<Value, Failure> {
    core.observe(.events(action))
  }

  /// Observes the values of the signal, ignoring its terminal event.
  ///
  /// ```swift
  /// signal.observeValues { print($0) }
  /// emitter.emit(1)  // Prints "1"
  /// ```
  @discardableResult
  @inlinable
  public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> any Disposable {
    core.observeHandle(.values(action))
  }

  /// Observes each value as a success, and the error the signal may fail with as a
  /// failure; completion and interruption are not reported.
  ///
  /// ```swift
  /// signal.observeResult { print($0) }
  /// emitter.emit(1)         // Prints "success(1)"
  /// emitter.fail(.offline)  // Prints "failure(offline)"
  /// ```
  @discardableResult
  @inlinable
  public func observeResult(
    _ action: @escaping @Sendable (Result<Value, Failure>) -> Void
  ) -> any Disposable {
    observe { event in
      switch event {
      case .value(let value): action(.success(value))
      case .failed(let error): action(.failure(error))
      case .completed, .interrupted: break
      }
    }
  }

  /// Observes the error that ends the signal, if it fails.
  @discardableResult
  @inlinable
  public func observeFailed(_ action: @escaping @Sendable (Failure) -> Void) -> any Disposable {
    observe { event in
      if case .failed(let error) = event { action(error) }
    }
  }

  /// Observes the successful completion of the signal.
  @discardableResult
  @inlinable
  public func observeCompleted(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    observe { event in
      if case .completed = event { action() }
    }
  }

  /// Observes the interruption of the signal.
  @discardableResult
  @inlinable
  public func observeInterrupted(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    observe { event in
      if case .interrupted = event { action() }
    }
  }
}
