import Signals

/// What the actions of a test's pages did, in order, from any thread.
final class Log: Sendable {
  private let entries = Locked.make([String]())

  /// Records `entry`.
  func callAsFunction(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  /// Everything recorded.
  var all: [String] { entries.withLock { $0 } }
}
