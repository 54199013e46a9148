import Foundation

/// Runs `body`, which blocks — waiting for a screen, for a process to end — on a thread of
/// its own rather than on one of Swift's cooperative pool.
///
/// On Linux that pool is also Dispatch's global pool, with a thread per core: a test that
/// sleeps there starves every async test beside it, and under ThreadSanitizer's slowdown it
/// starved URLSession's callbacks in the profile service's tests for a minute. `body` still
/// runs within the calling test's task, so `#expect` inside it is attributed to that test.
func blocking<Result>(_ body: () throws -> Result) async throws -> Result {
  try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try body() }
}

/// A task executor that runs each job on a new thread.
///
/// The blocking end-to-end work is a few jobs per test, each waiting seconds, so a thread
/// per job costs nothing that matters and can never be starved by another test's job.
private final class ThreadPerJobExecutor: TaskExecutor {
  static let shared = ThreadPerJobExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let thread = Thread { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    thread.name = "end-to-end blocking work"
    thread.start()
  }
}

// It holds no state: each job gets a thread of its own.
extension ThreadPerJobExecutor: @unchecked Sendable {}
