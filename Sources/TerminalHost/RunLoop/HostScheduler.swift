import Signals

/// A scheduler that runs actions on a terminal host's UI thread, in the order they were
/// scheduled: the `output` of an app's `SchedulerContext` on this host.
///
/// Actions run between keys and draws, like the host's own work, so a view model observed
/// on it is drawn as soon as the action that changed it returns. From the UI thread too an
/// action waits its turn, so it never jumps ahead of one scheduled before it.
///
/// ```swift
/// let host = TerminalHost()
/// let context = SchedulerContext(output: host.scheduler)
/// ```
///
/// > Note: When the host runs on the main thread, as the apps' `main` does, this is the
/// > main thread, and `MainScheduler`, `DispatchQueue.main` and `@MainActor` work runs
/// > there too, interleaved with it.
public struct HostScheduler: Scheduler {
  let queue: UIQueue

  /// Runs `action` on the host's UI thread, after the work already waiting there.
  ///
  /// - Returns: A disposable that cancels the action, and releases it, if it has not run.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let scheduled = ScheduledAction(action)
    queue.enqueue { scheduled.run() }
    return scheduled
  }
}

extension TerminalHost {
  /// The scheduler of this host's UI thread, for `SchedulerContext(output:)`.
  ///
  /// ```swift
  /// let context = SchedulerContext(output: host.scheduler)
  /// ```
  public var scheduler: HostScheduler { HostScheduler(queue: queue) }
}
