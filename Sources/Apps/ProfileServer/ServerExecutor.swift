import Dispatch

/// Where the embedded server's tasks run: a concurrent Dispatch queue of its own, not
/// Swift's cooperative pool.
///
/// The cooperative pool has one thread per core, and code that blocks one of them — a
/// synchronous `main` waiting for the server, a test waiting on a semaphore — starves
/// every task behind it. The server must answer whatever the rest of the process does,
/// so its accept loop and connections run here; a CI machine with two cores starved the
/// server for seconds before it moved.
final class ServerExecutor: TaskExecutor {
  static let shared = ServerExecutor()

  private let queue = DispatchQueue(label: "ProfileServer", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
