import Signals

/// Work waiting for the host's UI thread, enqueued from any thread.
///
/// The UI thread runs the work with ``runPending()`` and, between runs, waits on
/// ``wakeDescriptor`` together with the keyboard: the descriptor becomes readable when work
/// is enqueued, so the thread wakes for work as quickly as for a key.
///
/// ```swift
/// let queue = UIQueue()
/// queue.enqueue { print("on the UI thread") }
/// queue.runPending()  // Prints "on the UI thread"
/// ```
final class UIQueue: Sendable {
  private let pending = Locked.make([@Sendable () -> Void]())
  private let pipe = WakePipe(purpose: "UI queue's wake")

  deinit { pipe.close() }

  /// A descriptor that is readable while work is waiting, for `poll(2)`.
  var wakeDescriptor: Int32 { pipe.readEnd }

  /// Adds `work` to run on the UI thread, after the work already waiting.
  func enqueue(_ work: @escaping @Sendable () -> Void) {
    let wasIdle = pending.withLock { pending in
      defer { pending.append(work) }
      return pending.isEmpty
    }
    // One byte per batch is enough to wake the thread.
    if wasIdle { pipe.wake() }
  }

  /// Runs the waiting work in order, including work enqueued while it runs, until none is
  /// left. Call it on the UI thread only.
  ///
  /// - Returns: Whether any work ran.
  @discardableResult
  func runPending() -> Bool {
    var ranAny = false
    while true {
      let batch = pending.withLock { pending in
        defer { pending.removeAll() }
        return pending
      }
      pipe.drain()
      guard !batch.isEmpty else { return ranAny }
      ranAny = true
      for work in batch { work() }
    }
  }
}
