import Dispatch
import ServerThreads
import Signals

/// Runs async work from synchronous code, blocking the calling thread until it finishes:
/// the bridge for an executable whose `main` is synchronous.
enum Blocking {
  /// Runs `work` in a task and waits for its result on the calling thread.
  ///
  /// The task runs on the server's own executor, never on the blocked thread nor on a
  /// cooperative pool that blocked threads may starve, so this does not deadlock when
  /// called from the main thread of a synchronous program.
  static func wait<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value
  ) throws -> Value {
    let outcome = Locked<Result<Value, any Error>?>.make(nil)
    let finished = DispatchSemaphore(value: 0)
    Task(executorPreference: ThreadPoolExecutor.profileServer) {
      let result: Result<Value, any Error>
      do { result = .success(try await work()) } catch { result = .failure(error) }
      outcome.withLock { $0 = result }
      finished.signal()
    }
    finished.wait()
    // Set before the signal that ended the wait.
    return try outcome.withLock { $0! }.get()
  }

  /// Runs `work`, which cannot fail, in a task and waits for it on the calling thread.
  static func wait(_ work: @escaping @Sendable () async -> Void) {
    let finished = DispatchSemaphore(value: 0)
    Task(executorPreference: ThreadPoolExecutor.profileServer) {
      await work()
      finished.signal()
    }
    finished.wait()
  }
}
