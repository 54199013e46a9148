import OffThePool

/// Runs `body`, which blocks — waiting for a screen, for a process to end — on one of two
/// threads kept for the end-to-end tests, never on Swift's cooperative pool.
///
/// On Linux that pool is also Dispatch's global pool, with a thread per core: a test that
/// sleeps there starves every async test beside it. Two threads, not one per test, because
/// each session starts an app, and under ThreadSanitizer forty apps started at once left
/// the async tests beside them waiting for a CPU for more than their 80 s bound. `body`
/// still runs within the calling test's task, so `#expect` inside it is that test's.
func blocking<Result>(_ body: () throws -> Result) async throws -> Result {
  try await withTaskExecutorPreference(endToEndThreads) { try body() }
}

/// The end-to-end tests' own two threads: apart from the CPU-bound tests', so that a
/// session's wait never queues behind a stress test.
private let endToEndThreads = DedicatedThreads(count: 2, name: "end-to-end")
