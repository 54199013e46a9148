import Dispatch
import Signals
import Testing

extension TestScheduler: AsyncWorkHost {
  /// Keeps `job`, a step of a hosted task, for the next advance.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let waiter = state.withLock { state in
      state.jobs.append(job)
      return state.settleWaiter.take()
    }
    waiter?.resume()
  }

  /// Counts a hosted task that Signals starts.
  public func asyncWorkStarted() {
    state.withLock { $0.hostedTasks += 1 }
  }

  /// Counts a hosted task that ended.
  public func asyncWorkEnded() {
    let waiter = state.withLock { state in
      state.hostedTasks -= 1
      return state.settleWaiter.take()
    }
    waiter?.resume()
  }

  /// Runs `body` with this scheduler as `AsyncWork.host`: the tasks Signals starts in it
  /// — a producer's async work, `bindAsync`'s transform — run when the scheduler advances.
  ///
  /// Actions the scheduler runs have it as host already; wrap what the test does outside
  /// them, such as starting a producer or updating a `ResultSignal`. (For an `async`
  /// body, `AsyncWork.$host.withValue(scheduler) { … }` does the same.)
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let clock = scheduler.clock
  /// let answer = SignalProducer<Int, Never> { () async in
  ///   try? await clock.sleep(for: .seconds(1))
  ///   return 42
  /// }
  /// scheduler.withAsyncWork { _ = answer.startWithValues { print($0) } }
  /// scheduler.advance()  // The task runs until it sleeps
  /// scheduler.advance(by: .seconds(1))  // Prints "42"
  /// ```
  ///
  /// > Note: A hosted task and the scheduler hold each other until the task ends, and its
  /// > steps run only when the scheduler advances: let every hosted task end (or cancel
  /// > it, then advance) before the test does, or both stay in memory until the process
  /// > exits.
  public func withAsyncWork<T>(_ body: () throws -> T) rethrows -> T {
    try AsyncWork.$host.withValue(self, operation: body)
  }

  /// Runs hosted async work and due actions, without moving time, until every hosted task
  /// has ended or sleeps on ``clock`` — waiting, not polling, for steps that come from
  /// outside the scheduler, such as an answer from another thread.
  ///
  /// Use it when the work under test awaits something the scheduler does not drive; work
  /// that only awaits ``clock`` and other hosted tasks needs only ``advance()``. After
  /// `timeout` of real time with tasks still busy, it records a failure that says how many
  /// and what to look for, and returns `false`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let answer = SignalProducer<Int, Never> { () async in await slowService() }
  /// scheduler.withAsyncWork { _ = answer.startWithValues { print($0) } }
  /// await scheduler.settle()  // Prints the answer, however it arrived
  /// ```
  ///
  /// - Returns: Whether the work settled before `timeout`.
  @discardableResult
  public func settle(
    timeout: Duration = .seconds(10),
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async -> Bool {
    // One deadline for the whole settle, however many waits it takes.
    state.withLock { $0.settleTimedOut = false }
    let deadline = DispatchWorkItem { [weak self] in self?.settleTimedOut() }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + timeout.dispatchInterval, execute: deadline)
    defer { deadline.cancel() }
    while true {
      advance()
      switch await nextChange() {
      case .settled:
        return true
      case .changed:
        continue
      case .timedOut:
        let busy = state.withLock { $0.hostedTasks - $0.sleepingTasks }
        reportFailure(
          """
          After \(timeout) the scheduler's async work had not settled: \(busy) hosted \
          task(s) neither ended nor slept on its clock. Look for an await that nothing in \
          the test answers — a real clock (ContinuousClock, Task.sleep) instead of \
          scheduler.clock, a request to a server that is not there, a continuation never \
          resumed.
          """,
          SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
      }
    }
  }

  /// Runs every step of hosted work that is ready, including those the steps make ready.
  func runReadyJobs() {
    while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Suspends until a hosted step is ready or a hosted task ends — at once if one is
  /// ready or all are settled — or until the settle's deadline.
  private func nextChange() async -> SettleWaiter.Outcome {
    await withCheckedContinuation { continuation in
      let waiter = SettleWaiter(continuation)
      let outcome: SettleWaiter.Outcome? = state.withLock { state in
        if !state.jobs.isEmpty { return .changed }
        if state.isSettled { return .settled }
        if state.settleTimedOut { return .timedOut }
        state.settleWaiter = waiter
        return nil
      }
      if let outcome { waiter.resume(with: outcome) }
    }
  }

  /// Ends the wait of the settle under way, and any wait it starts after.
  private func settleTimedOut() {
    let waiter = state.withLock { state in
      state.settleTimedOut = true
      return state.settleWaiter.take()
    }
    waiter?.resume(with: .timedOut)
  }
}

/// The continuation of a waiting ``TestScheduler/settle(timeout:fileID:filePath:line:column:)``,
/// resumed once: by the first change, or by its deadline.
final class SettleWaiter: Sendable {
  enum Outcome: Sendable {
    case settled, changed, timedOut
  }

  private let continuation: Locked<CheckedContinuation<Outcome, Never>?>

  init(_ continuation: CheckedContinuation<Outcome, Never>) {
    self.continuation = .make(continuation)
  }

  /// Resumes the waiter because something changed, unless it was resumed already.
  func resume() { resume(with: .changed) }

  func resume(with outcome: Outcome) {
    continuation.withLock { $0.take() }?.resume(returning: outcome)
  }
}

extension Duration {
  /// This duration for Dispatch, to the nanosecond.
  fileprivate var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
