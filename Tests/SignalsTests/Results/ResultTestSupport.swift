import Dispatch
import Foundation
import Signals

/// The failures of seed 002's search, for result signals under test.
enum SearchError: Error, Equatable {
  case offline
  case emptyQuery
}

/// Results with an equatable failure, so that tests compare them directly.
typealias SearchResult<Success> = Result<Success, SearchError>

/// Answer callbacks kept by a callback `bind` or `ensure` under test, to be called later,
/// in an order the test chooses.
final class PendingAnswers<Key: Hashable & Sendable, Answer: Sendable>: Sendable {
  private let answers = Locked<[Key: @Sendable (Answer) -> Void]>.make([:])

  /// Keeps `answer` under `key`, replacing any earlier one.
  func keep(_ key: Key, _ answer: @escaping @Sendable (Answer) -> Void) {
    answers.withLock { $0[key] = answer }
  }

  /// Calls the callback kept under `key` with `answer`; returns whether there was one.
  @discardableResult
  func answer(_ key: Key, with answer: Answer) -> Bool {
    guard let callback = answers.withLock({ $0[key] }) else { return false }
    callback(answer)  // Outside the lock: it delivers to observers.
    return true
  }
}

/// Async work that waits, per key, until the test opens its gate; opening first is fine.
final class Gates: Sendable {
  private enum Gate {
    case waiting(CheckedContinuation<Void, Never>)
    case open
  }

  private let gates = Locked<[String: Gate]>.make([:])

  /// Returns once the gate for `key` is open. It ignores cancellation on purpose: tests
  /// use it to make a cancelled task answer late.
  func pass(_ key: String) async {
    await withCheckedContinuation { continuation in
      let isOpen = gates.withLock { gates in
        if case .open = gates[key] { return true }
        gates[key] = .waiting(continuation)
        return false
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate for `key`, letting its waiter through.
  func open(_ key: String) {
    let gate = gates.withLock { gates in
      defer { gates[key] = .open }
      return gates[key]
    }
    if case .waiting(let continuation) = gate { continuation.resume() }
  }
}

/// Waits for `semaphore` on a thread of its own, never on the test's own cooperative one
/// (a blocked cooperative thread could starve the tasks under test), for at most
/// `seconds`.
///
/// - Returns: Whether the semaphore was signalled in time.
func arrival(of semaphore: DispatchSemaphore, within seconds: Double = 60) async -> Bool {
  await withCheckedContinuation { continuation in
    Thread {
      continuation.resume(returning: semaphore.wait(timeout: .now() + seconds) == .success)
    }.start()
  }
}
