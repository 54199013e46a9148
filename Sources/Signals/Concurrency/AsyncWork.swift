/// Where the tasks that Signals starts run: the work of `SignalProducer { try await … }`,
/// the iteration of `SignalProducer(sequence)`, and `bindAsync`'s transform.
///
/// Without a host they run on Swift's global concurrent executor, as a plain `Task` would.
/// Code run inside `AsyncWork.$host.withValue(host) { … }` — and any task it starts, which
/// inherits the value — starts them on `host` instead, which counts them. SignalsTesting's
/// `TestScheduler` is such a host: it runs their steps when the test advances it, so async
/// work is tested on virtual time, without sleeping or polling.
///
/// ```swift
/// let host = MyHost()  // an AsyncWorkHost
/// AsyncWork.$host.withValue(host) {
///   _ = SignalProducer<Int, Never> { () async in 1 }.start()  // runs on `host`
/// }
/// ```
public enum AsyncWork {
  /// The host of the tasks Signals starts from the current task, or `nil` for Swift's
  /// global concurrent executor.
  @TaskLocal public static var host: (any AsyncWorkHost)?

  /// Starts `work` in a new task on the current host, telling the host when it starts
  /// and when it ends; without a host, in a plain `Task`.
  @usableFromInline
  static func start(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    guard let host else { return Task { await work() } }
    host.asyncWorkStarted()
    return Task(executorPreference: host) {
      await work()
      host.asyncWorkEnded()
    }
  }
}

/// A task executor that hosts the tasks Signals starts and is told when each starts and
/// ends (see ``AsyncWork``).
///
/// A host knows how many of its tasks are still working, which is what lets a test wait
/// for "everything that can happen now" instead of for a length of time.
public protocol AsyncWorkHost: TaskExecutor {
  /// Signals is about to start a task on this host. Called on the starting thread,
  /// before the task's first job is enqueued.
  func asyncWorkStarted()

  /// A task started on this host has finished its work: it returned, threw or saw its
  /// cancellation. Called from that task, as its last step.
  func asyncWorkEnded()
}
