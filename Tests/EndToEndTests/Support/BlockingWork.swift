import Foundation

/// Runs `body`, which blocks — waiting for a screen, for a process to end — on one of two
/// threads kept for the end-to-end tests, never on Swift's cooperative pool.
///
/// On Linux that pool is also Dispatch's global pool, with a thread per core: a test that
/// sleeps there starves every async test beside it. Two threads, not one per test, because
/// each session starts an app, and under ThreadSanitizer forty apps started at once left
/// the async tests beside them waiting for a CPU for more than their 80 s bound. `body`
/// still runs within the calling test's task, so `#expect` inside it is that test's.
func blocking<Result>(_ body: () throws -> Result) async throws -> Result {
  try await withTaskExecutorPreference(EndToEndThreads.shared) { try body() }
}

/// A task executor that runs its jobs, in order, on two threads of its own.
private final class EndToEndThreads: TaskExecutor {
  static let shared = EndToEndThreads(threadCount: 2)

  /// Guards `jobs`, and wakes a thread when one arrives.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init(threadCount: Int) {
    for number in 1...threadCount {
      let thread = Thread { [unowned self] in runJobs() }
      thread.name = "end-to-end \(number)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
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
extension EndToEndThreads: @unchecked Sendable {}
