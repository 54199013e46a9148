import Signals

/// A `Clock` on a ``TestScheduler``'s virtual time: its `now` is the scheduler's, and a
/// sleep ends when the scheduler advances to its deadline.
///
/// Give it to async work written against an injected `any Clock<Duration>`, where real
/// code passes `ContinuousClock`: a debounce, a retry delay, a timeout. A task sleeping
/// on it counts as settled for ``TestScheduler/settle(timeout:fileID:filePath:line:column:)``.
/// Cancelling the sleeping task ends the sleep at once with `CancellationError` and
/// removes its wake-up from the scheduler.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let clock: any Clock<Duration> = scheduler.clock
/// let later = SignalProducer<String, Never> { () async in
///   try? await clock.sleep(for: .seconds(5))
///   return "five seconds on"
/// }
/// scheduler.withAsyncWork { _ = later.startWithValues { print($0) } }
/// scheduler.advance(by: .seconds(4))  // Prints nothing
/// scheduler.advance(by: .seconds(1))  // Prints "five seconds on"
/// ```
public struct TestClock: Clock {
  /// The instants of the scheduler's virtual time.
  public typealias Instant = TestScheduler.Instant

  /// The scheduler whose time this clock reads.
  public let scheduler: TestScheduler

  /// The scheduler's current virtual instant.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.advance(by: .seconds(2))
  /// print(scheduler.clock.now.offset)  // Prints "2.0 seconds"
  /// ```
  public var now: Instant { scheduler.now }

  /// Zero: virtual time is exact.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the scheduler's time reaches `deadline`, or throws
  /// `CancellationError` when the task is cancelled first. `tolerance` is ignored.
  ///
  /// A deadline already reached still waits for the scheduler's next advance, like any
  /// action scheduled now.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let clock = scheduler.clock
  /// let deadline = clock.now.advanced(by: .seconds(1))
  /// scheduler.withAsyncWork {
  ///   _ = SignalProducer<Int, Never> { () async in
  ///     try? await clock.sleep(until: deadline)
  ///     return 1
  ///   }.startWithValues { print($0) }
  /// }
  /// scheduler.advance(to: deadline)  // Prints "1"
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let sleep = VirtualSleep(
      scheduler: scheduler, isHosted: (AsyncWork.host as AnyObject?) === scheduler)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleep.begin(continuation, until: deadline)
      }
    } onCancel: {
      sleep.end(throwing: CancellationError())
    }
  }
}

extension TestScheduler {
  /// A `Clock` on this scheduler's virtual time (see ``TestClock``).
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// print(scheduler.clock.now == scheduler.now)  // Prints "true"
  /// ```
  public var clock: TestClock { TestClock(scheduler: self) }
}

/// One sleep on a ``TestClock``: its continuation, resumed once — by its wake-up action
/// or by cancellation, whichever comes first — and the wake-up it removes when cancelled.
private final class VirtualSleep: Sendable {
  private enum Phase {
    case starting
    case sleeping(CheckedContinuation<Void, any Error>, wakeUp: (any Disposable)?)
    case ended(CancellationError?)
  }

  private let scheduler: TestScheduler
  /// Whether the sleeping task is one the scheduler hosts, and so counts as asleep.
  private let isHosted: Bool
  private let phase = Locked.make(Phase.starting)

  init(scheduler: TestScheduler, isHosted: Bool) {
    self.scheduler = scheduler
    self.isHosted = isHosted
  }

  func begin(
    _ continuation: CheckedContinuation<Void, any Error>, until deadline: TestClock.Instant
  ) {
    // Counted asleep before it can be woken, so that `end` never uncounts it first.
    if isHosted { scheduler.state.withLock { $0.sleepingTasks += 1 } }
    let endedEarly: CancellationError?? = phase.withLock { phase in
      guard case .ended(let error) = phase else {
        phase = .sleeping(continuation, wakeUp: nil)
        return nil
      }
      return .some(error)
    }
    if let endedEarly {
      if isHosted { scheduler.state.withLock { $0.sleepingTasks -= 1 } }
      return endedEarly.map { continuation.resume(throwing: $0) } ?? continuation.resume()
    }
    let wakeUp = scheduler.schedule(after: deadline) { [self] in end(throwing: nil) }
    let isOver = phase.withLock { phase in
      guard case .sleeping(let continuation, _) = phase else { return true }
      phase = .sleeping(continuation, wakeUp: wakeUp)
      return false
    }
    if isOver { wakeUp?.dispose() }
  }

  /// Ends the sleep: normally when `error` is nil, by cancellation otherwise.
  func end(throwing error: CancellationError?) {
    let ended: (CheckedContinuation<Void, any Error>, (any Disposable)?)? = phase.withLock {
      phase in
      switch phase {
      case .starting:
        phase = .ended(error)
        return nil
      case .sleeping(let continuation, let wakeUp):
        phase = .ended(error)
        return (continuation, wakeUp)
      case .ended:
        return nil
      }
    }
    guard let (continuation, wakeUp) = ended else { return }
    if isHosted { scheduler.state.withLock { $0.sleepingTasks -= 1 } }
    if error != nil { wakeUp?.dispose() }
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}
