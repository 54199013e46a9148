/// An action handed to a queue, which disposing cancels and releases.
///
/// The queue's block retains only this small box; the action's closure, and whatever it
/// captured, is released as soon as the action runs or is disposed — not when the queue
/// eventually gets to the block — so that a cancelled delivery keeps nothing alive.
///
/// Shared with the package's hosts, whose schedulers hand actions to queues of their own.
package final class ScheduledAction: Disposable {
  private let action: Locked<(@Sendable () -> Void)?>

  package init(_ action: @escaping @Sendable () -> Void) {
    self.action = Locked.make(action)
  }

  package var isDisposed: Bool { action.withLock { $0 == nil } }

  /// Runs the action, unless it was disposed; at most once.
  package func run() {
    take()?()
  }

  package func dispose() {
    // Released here, outside the lock: the closure's captures may run deinitializers.
    withExtendedLifetime(take()) {}
  }

  private func take() -> (@Sendable () -> Void)? {
    action.withLock { action in
      defer { action = nil }
      return action
    }
  }
}
