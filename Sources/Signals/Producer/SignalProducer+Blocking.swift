import Dispatch

extension SignalProducer {
  /// Starts a run and blocks the calling thread until it sends its first value or ends:
  /// the first value, the failure that came before any value, or `nil` for a run that
  /// completed or was interrupted without one. The run is interrupted after its first
  /// value. For scripts and tests; ReactiveSwift's `first()`.
  ///
  /// ```swift
  /// print(SignalProducer<Int, Never>(values: [1, 2]).blockingFirst() as Any)
  /// // Prints "Optional(Swift.Result<Swift.Int, Swift.Never>.success(1))"
  /// ```
  ///
  /// > Important: It blocks until the run sends. Never call it on the thread or queue the
  /// > run delivers on — the main thread for a run observed there — or it waits for ever.
  public func blockingFirst() -> Result<Value, Failure>? {
    take(first: 1).blockingLast()
  }

  /// Starts a run and blocks the calling thread until it ends: its last value, its
  /// failure, or `nil` for a run that sent no value. ReactiveSwift's `last()`.
  ///
  /// ```swift
  /// print(SignalProducer<Int, Never>(values: [1, 2]).blockingLast() as Any)
  /// // Prints "Optional(Swift.Result<Swift.Int, Swift.Never>.success(2))"
  /// ```
  ///
  /// > Important: It blocks until the run ends. Never call it on the thread or queue the
  /// > run delivers on, or it waits for ever.
  public func blockingLast() -> Result<Value, Failure>? {
    let outcome = runToTheEnd(keepingLast: 1)
    if let failure = outcome.failure { return .failure(failure) }
    return outcome.values.last.map { .success($0) }
  }

  /// Starts a run and blocks the calling thread until it ends: its value if it sent
  /// exactly one, its failure, or `nil` if it sent none or more than one.
  /// ReactiveSwift's `single()`.
  ///
  /// ```swift
  /// print(SignalProducer<Int, Never>(value: 7).blockingSingle() as Any)
  /// // Prints "Optional(Swift.Result<Swift.Int, Swift.Never>.success(7))"
  /// print(SignalProducer<Int, Never>(values: [1, 2]).blockingSingle() as Any)  // Prints "nil"
  /// ```
  ///
  /// > Important: It blocks until the run ends. Never call it on the thread or queue the
  /// > run delivers on, or it waits for ever.
  public func blockingSingle() -> Result<Value, Failure>? {
    let outcome = runToTheEnd(keepingLast: 2)
    if let failure = outcome.failure { return .failure(failure) }
    return outcome.valueCount == 1 ? .success(outcome.values[0]) : nil
  }

  /// Starts a run and blocks the calling thread until it ends, ignoring its values:
  /// `.success` when it completed or was interrupted, its failure otherwise.
  /// ReactiveSwift's `wait()`.
  ///
  /// ```swift
  /// print(SignalProducer<Int, Never>(values: [1, 2]).blockingWait())
  /// // Prints "success()"
  /// ```
  ///
  /// > Important: It blocks until the run ends. Never call it on the thread or queue the
  /// > run delivers on, or it waits for ever.
  public func blockingWait() -> Result<Void, Failure> {
    runToTheEnd(keepingLast: 0).failure.map { .failure($0) } ?? .success(())
  }

  /// Starts a run, blocks until it ends, and returns its last `count` values, how many it
  /// sent, and its failure, if it failed.
  private func runToTheEnd(keepingLast count: Int)
    -> (values: [Value], valueCount: Int, failure: Failure?)
  {
    let ended = DispatchSemaphore(value: 0)
    let outcome = Locked.make((values: [Value](), valueCount: 0, failure: Failure?.none))
    let run = start { event in
      switch event {
      case .value(let value):
        outcome.withLock { outcome in
          outcome.valueCount += 1
          outcome.values.append(value)
          if outcome.values.count > count { outcome.values.removeFirst() }
        }
      case .failed(let error):
        outcome.withLock { $0.failure = error }
        ended.signal()
      case .completed, .interrupted:
        ended.signal()
      }
    }
    ended.wait()
    run.dispose()
    return outcome.withLock { $0 }
  }
}
