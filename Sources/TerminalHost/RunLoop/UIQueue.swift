import Signals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
  private let wakeRead: Int32
  private let wakeWrite: Int32

  init() {
    var descriptors: [Int32] = [-1, -1]
    let status = pipe(&descriptors)
    precondition(status == 0, "cannot create the UI queue's wake pipe: errno \(errno)")
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    wakeRead = descriptors[0]
    wakeWrite = descriptors[1]
  }

  deinit {
    Glibc.close(wakeRead)
    Glibc.close(wakeWrite)
  }

  /// A descriptor that is readable while work is waiting, for `poll(2)`.
  var wakeDescriptor: Int32 { wakeRead }

  /// Adds `work` to run on the UI thread, after the work already waiting.
  func enqueue(_ work: @escaping @Sendable () -> Void) {
    let wasIdle = pending.withLock { pending in
      defer { pending.append(work) }
      return pending.isEmpty
    }
    // One byte per batch is enough to wake the thread; a full pipe already will.
    if wasIdle {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
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
      drainWakeBytes()
      guard !batch.isEmpty else { return ranAny }
      ranAny = true
      for work in batch { work() }
    }
  }

  private func drainWakeBytes() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &bytes, bytes.count) > 0 {}
  }
}
