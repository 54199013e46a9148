import Signals

/// A flag that fires once: the first call to ``fire()`` wins, from any thread.
final class OneShot: Sendable {
  private let fired = Locked.make(false)

  /// Whether this call is the first.
  func fire() -> Bool {
    fired.withLock { fired in
      defer { fired = true }
      return !fired
    }
  }
}
