import Foundation

/// Runs `body` on a thread of its own and returns when it has finished, suspending the
/// calling task instead of blocking it.
///
/// The audits block while they wait for their sending threads and burn CPU for seconds
/// (far longer under ThreadSanitizer). Run on the cooperative pool — two threads on the
/// build machines — two such cases at once held every thread of it, and the suites that
/// need it (async `bind`, the profile service's requests) timed out behind them.
///
/// An expectation that fails in `body` still fails the run, with its file and line, but
/// Swift Testing names no test for it: its current test is a task-local value, which a
/// thread does not inherit.
func onOwnThread(_ body: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
    Thread {
      body()
      finished.resume()
    }.start()
  }
}
