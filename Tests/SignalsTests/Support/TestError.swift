import Signals

/// An error for tests that need a failure to compare.
struct TestError: Error, Equatable {
  var code = 0
}

/// The three terminal events, for tests that run once per kind of ending.
enum TerminalCase: CaseIterable, Sendable {
  case failed
  case completed
  case interrupted

  func event<Value>() -> Signal<Value, TestError>.Event {
    switch self {
    case .failed: .failed(TestError(code: 1))
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

/// A thread-safe counter for observers and transforms under test.
final class Counter: Sendable {
  private let count = Locked.make(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}

/// A thread-safe list of what happened, in order, for tests that check sequencing.
final class Log<Entry: Sendable>: Sendable {
  private let entries = Locked<[Entry]>.make([])

  var all: [Entry] { entries.withLock { $0 } }

  func append(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }
}

/// An object to watch with a weak reference, proving that something released it.
final class Canary: Sendable {}
