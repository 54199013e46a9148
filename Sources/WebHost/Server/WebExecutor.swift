import Dispatch
import Foundation
import Signals

/// Where the web server's tasks run: a few threads of its own, not Swift's
/// cooperative pool.
///
/// The cooperative pool has one thread per core — on Linux it is Dispatch's global pool
/// too — and code that blocks one of them, such as a synchronous `main` waiting for the
/// server or a test waiting on a semaphore, starves every task behind it. The server must
/// answer whatever the rest of the process does: a CI machine with two cores starved it
/// for seconds before it moved here. Jobs run on whichever of the threads is free, so a
/// job that blocks holds up only its own thread.
///
/// It is the profile app's embedded server's executor, for the same reason; each server
/// target keeps its own, as neither may depend on the other.
final class WebExecutor: TaskExecutor {
  static let shared = WebExecutor(threadCount: 4)

  private let jobs = Locked.make([UnownedJob]())
  private let available = DispatchSemaphore(value: 0)

  private init(threadCount: Int) {
    for index in 0..<threadCount {
      let thread = Thread { [self] in runJobs() }
      thread.name = "WebServer \(index)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    available.signal()
  }

  /// Runs jobs in the order they came, forever: the executor lives as long as the process.
  private func runJobs() {
    while true {
      available.wait()
      let job = jobs.withLock { $0.removeFirst() }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
