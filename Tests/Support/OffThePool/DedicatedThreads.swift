import Foundation

/// A task executor that runs its jobs, in the order they come, on threads of its own:
/// a place for test work that must not hold Swift's cooperative pool.
///
/// On Linux the cooperative pool is also Dispatch's global pool, with one thread per core,
/// and Swift Testing starts every test on it at once. A test that computes or blocks there
/// for seconds (many more under ThreadSanitizer) holds a thread, and every continuation
/// queued behind it waits — the `bindAsync` task of one test, a URLSession answer or a
/// FlyingFox server's read of another — until those tests' wall-clock bounds run out.
/// Jobs run here instead, so the pool stays free for the work under test.
public final class DedicatedThreads: TaskExecutor {
  /// Guards `jobs`, and wakes a thread when one arrives.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  /// The threads' identities, for ``runsTheCurrentThread``; set before any job runs.
  private var identities: Set<UInt> = []

  /// Starts `count` threads named "`name` 1", "`name` 2", …, which live as long as the
  /// process.
  public init(count: Int, name: String) {
    precondition(count > 0, "DedicatedThreads needs at least one thread")
    let started = DispatchSemaphore(value: 0)
    for number in 1...count {
      let thread = Thread { [unowned self] in
        condition.withLock { _ = identities.insert(Self.currentIdentity) }
        started.signal()
        runJobs()
      }
      thread.name = "\(name) \(number)"
      thread.start()
    }
    for _ in 1...count { started.wait() }
  }

  /// Whether the calling code runs on one of these threads.
  public var runsTheCurrentThread: Bool {
    condition.withLock { identities.contains(Self.currentIdentity) }
  }

  /// The calling thread's identity. By pthread, not by `Thread.current`, whose object
  /// a job run here does not reliably see.
  private static var currentIdentity: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

  /// Queues `job` for the next free thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

// `jobs` is only touched with `condition` locked.
extension DedicatedThreads: @unchecked Sendable {}
