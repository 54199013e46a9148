import Signals

/// A scheduler that holds its actions until the test runs them, in any order: searches
/// that complete out of order.
final class HeldScheduler: Scheduler {
  private let actions = Locked<[@Sendable () -> Void]>.make([])

  @discardableResult
  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    actions.withLock { $0.append(action) }
    return nil
  }

  /// How many actions wait.
  var count: Int { actions.withLock { $0.count } }

  /// Runs the action at `index` of those waiting, and forgets it.
  func run(_ index: Int) {
    let action = actions.withLock { $0.remove(at: index) }
    action()
  }

  /// Runs every action waiting, in order, and those they schedule.
  func runAll() {
    while count > 0 { run(0) }
  }
}
