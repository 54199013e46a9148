import Foundation
import Signals
import Testing

/// A scheduler of virtual time, for testing time and threading without waiting.
///
/// Nothing scheduled on it runs until the test advances it: ``advance()`` runs what is
/// due now, ``advance(by:)`` and ``advance(to:)`` move time forward and run what falls
/// due on the way, in order of instant; ``run()`` runs everything. Actions due at the same
/// instant run in the order they were scheduled. An action may schedule more; those due
/// by the target instant run in the same advance, after those already pending.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { print("two") }
/// scheduler.schedule { print("now") }
/// scheduler.advance()  // Prints "now"
/// scheduler.advance(by: .seconds(2))  // Prints "two"
/// ```
///
/// Every action runs on the thread that advances the scheduler. Disposing a scheduled
/// action removes it and releases its closure at once, which ``pendingActionCount``
/// shows — so a test can prove that disposing left nothing behind.
///
/// It also hosts async work (see `AsyncWork` in Signals): the tasks Signals starts while it runs
/// its actions, or inside ``withAsyncWork(_:)``, run their steps on the advancing
/// thread when the scheduler advances, and sleep on virtual time through ``clock``.
public final class TestScheduler: DateScheduler {
  struct Entry {
    let id: UInt64
    let instant: Instant
    let interval: Duration?
    let action: @Sendable () -> Void
  }

  struct State {
    var now = Instant(offset: .zero)
    /// Sorted by instant, then by the order of scheduling (ids only grow).
    var entries: [Entry] = []
    var nextID: UInt64 = 0
    /// The steps of hosted async work, waiting for the next advance, in arrival order.
    var jobs: [UnownedJob] = []
    /// Hosted tasks started and not yet ended.
    var hostedTasks = 0
    /// Hosted tasks suspended in this scheduler's clock's `sleep`.
    var sleepingTasks = 0
    /// A ``TestScheduler/settle(timeout:fileID:filePath:line:column:)`` waiting for a
    /// change: a job, or a task ending.
    var settleWaiter: SettleWaiter?
    /// Set by the deadline of the `settle` under way, for the wait it finds next.
    var settleTimedOut = false

    /// Whether every hosted task has ended or sleeps on the clock, with no step pending.
    var isSettled: Bool { jobs.isEmpty && hostedTasks == sleepingTasks }

    mutating func insert(
      at instant: Instant, interval: Duration?, id: UInt64? = nil,
      action: @escaping @Sendable () -> Void
    ) -> UInt64 {
      let id = id ?? nextID
      nextID += 1
      let index = entries.firstIndex { $0.instant > instant } ?? entries.endIndex
      entries.insert(Entry(id: id, instant: instant, interval: interval, action: action), at: index)
      return id
    }
  }

  let state = Locked.make(State())

  /// Receives each failure the scheduler finds — a diagram not matched, work that did not
  /// settle: its message and where in the test it happened.
  public typealias FailureReporter =
    @Sendable (_ message: String, _ sourceLocation: SourceLocation) -> Void

  let reportFailure: FailureReporter

  /// The date that `Instant(offset: .zero)` stands for.
  public let startDate: Date

  /// Creates a scheduler whose time starts at `Instant(offset: .zero)`, which stands for
  /// `startDate`.
  ///
  /// ```swift
  /// print(TestScheduler().now.offset)  // Prints "0.0 seconds"
  /// ```
  ///
  /// - Parameters:
  ///   - startDate: The date of the start, for code that schedules by `Date`; by default
  ///     the reference date (2001-01-01 00:00 UTC), as in ReactiveSwift, so that a test
  ///     never depends on the machine's clock.
  ///   - reportFailure: Receives each failure; by default Swift Testing's `Issue.record`,
  ///     at the test's line.
  public init(
    startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
    reportFailure: @escaping FailureReporter = {
      Issue.record(Comment(rawValue: $0), sourceLocation: $1)
    }
  ) {
    self.startDate = startDate
    self.reportFailure = reportFailure
  }

  /// The virtual date: ``startDate`` plus the time advanced so far.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 0))
  /// scheduler.advance(by: .seconds(90))
  /// print(scheduler.currentDate.timeIntervalSince1970)  // Prints "90.0"
  /// ```
  public var currentDate: Date {
    let (seconds, attoseconds) = now.offset.components
    return startDate.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// The current virtual instant; it moves only when the test advances the scheduler.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.advance(by: .seconds(3))
  /// print(scheduler.now.offset)  // Prints "3.0 seconds"
  /// ```
  public var now: Instant { state.withLock { $0.now } }

  /// How many actions wait to run, repeating ones counted once.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule { print("never") }?.dispose()
  /// print(scheduler.pendingActionCount)  // Prints "0"
  /// ```
  public var pendingActionCount: Int { state.withLock { $0.entries.count } }

  /// Schedules `action` at the current instant: it runs at the next advance.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule { print("ran") }
  /// scheduler.advance()  // Prints "ran"
  /// ```
  ///
  /// - Returns: A disposable that removes the action and releases it.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    add(at: nil, interval: nil, action)
  }

  /// Schedules `action` at `instant`; at an instant already past, it runs at the next
  /// advance.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { print("1 s") }
  /// scheduler.advance(by: .seconds(1))  // Prints "1 s"
  /// ```
  ///
  /// - Returns: A disposable that removes the action and releases it.
  @discardableResult
  public func schedule(after instant: Instant, action: @escaping @Sendable () -> Void)
    -> (any Disposable)?
  {
    add(at: instant, interval: nil, action)
  }

  /// Schedules `action` at `instant` and then every `interval`; `leeway` is ignored, as
  /// virtual time is exact.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let timer = scheduler.schedule(
  ///   after: scheduler.now, interval: .seconds(1), leeway: .zero
  /// ) { print("tick") }
  /// scheduler.advance(by: .seconds(2))  // Prints "tick" three times: at 0, 1 and 2 s
  /// timer?.dispose()
  /// ```
  ///
  /// - Returns: A disposable that stops the repetition and releases the action.
  @discardableResult
  public func schedule(
    after instant: Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    precondition(interval > .zero, "A repeating action needs a positive interval")
    return add(at: instant, interval: interval, action)
  }

  private func add(
    at instant: Instant?, interval: Duration?, _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let id = state.withLock { state in
      state.insert(at: instant ?? state.now, interval: interval, action: action)
    }
    return AnyDisposable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: UInt64) {
    let removed = state.withLock { state in
      state.entries.firstIndex { $0.id == id }.map { state.entries.remove(at: $0) }
    }
    withExtendedLifetime(removed) {}  // Released here, outside the lock.
  }
}
