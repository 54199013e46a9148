import Signals

/// A scheduler that holds every action until the test runs it, in whatever order the test
/// chooses: for the cases ``TestScheduler`` cannot produce, such as work finishing out of
/// order, or a real queue's timers firing out of deadline order.
///
/// Time does not pass here: an action scheduled for an instant, or repeatedly, is held
/// like any other and runs once, when the test runs it; ``now`` is the real clock's.
///
/// ```swift
/// let scheduler = HeldScheduler()
/// scheduler.schedule { print("first") }
/// scheduler.schedule { print("second") }
/// scheduler.run(1)  // Prints "second"
/// scheduler.runAll()  // Prints "first"
/// ```
public final class HeldScheduler: DateScheduler {
  private let actions = Locked<[@Sendable () -> Void]>.make([])

  /// Creates a scheduler that holds nothing yet.
  public init() {}

  /// The real clock's time: actions wait for the test, not for an instant.
  public var now: ContinuousClock.Instant { ContinuousClock.now }

  /// How many actions wait.
  public var pendingActionCount: Int { actions.withLock { $0.count } }

  /// Holds `action` until the test runs it.
  ///
  /// - Returns: `nil`: a held action cannot be cancelled.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    actions.withLock { $0.append(action) }
    return nil
  }

  /// Holds `action` until the test runs it, whatever `instant` says.
  @discardableResult
  public func schedule(
    after instant: ContinuousClock.Instant, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(action)
  }

  /// Holds `action` until the test runs it, once, whatever the instant and interval say.
  @discardableResult
  public func schedule(
    after instant: ContinuousClock.Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(action)
  }

  /// Runs the action at `index` of those waiting, in the order they were scheduled, and
  /// forgets it.
  public func run(_ index: Int) {
    let action = actions.withLock { $0.remove(at: index) }
    action()
  }

  /// Runs every action waiting, in order, and those they schedule.
  public func runAll() {
    while pendingActionCount > 0 { run(0) }
  }

  /// Runs the actions waiting now, the last scheduled first.
  public func runLastFirst() {
    let actions = self.actions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in actions.reversed() { action() }
  }
}
