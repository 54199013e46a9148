import Dispatch
import Foundation
import Signals

/// Where a server's tasks run: a few threads of its own, not Swift's cooperative pool.
///
/// The cooperative pool has one thread per core — on Linux it is Dispatch's global pool
/// too — and code that blocks one of them, such as a synchronous `main` waiting for the
/// server or a test waiting on a semaphore, starves every task behind it. A server must
/// answer whatever the rest of the process does: a CI machine with two cores starved one
/// for seconds before it moved to threads of its own. Jobs run on whichever of the
/// threads is free, so a job that blocks holds up only its own thread.
///
/// The web host and the profile app's embedded server each make one.
///
/// ```swift
/// let executor = ThreadPoolExecutor(name: "WebServer", threadCount: 4)
/// Task(executorPreference: executor) { try await server.run() }
/// ```
package final class ThreadPoolExecutor: TaskExecutor {
  private let jobs = Locked.make([UnownedJob]())
  private let available = DispatchSemaphore(value: 0)

  /// Starts `threadCount` threads named "`name` 0", "`name` 1" and so on, which run jobs
  /// for as long as the process lives.
  package init(name: String, threadCount: Int) {
    for index in 0..<threadCount {
      let thread = Thread { [self] in runJobs() }
      thread.name = "\(name) \(index)"
      thread.start()
    }
  }

  /// Queues `job` for the next free thread.
  package func enqueue(_ job: consuming ExecutorJob) {
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
