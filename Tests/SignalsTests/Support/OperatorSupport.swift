import Signals

/// A second error type, for operators that change the failure type.
struct OtherError: Error, Equatable {
  var description: String
}

/// A lifetime whose token the test releases at a point of its choosing, from any thread.
///
/// `Lifetime.make()` hands back a tuple, and a tuple binding keeps the token alive to the
/// end of the scope; holding the token here lets a test end the lifetime mid-test.
final class LifetimeOwner: Sendable {
  let lifetime: Lifetime
  private let token: Locked<Lifetime.Token?>

  init() {
    let (lifetime, token) = Lifetime.make()
    self.lifetime = lifetime
    self.token = Locked.make(token)
  }

  /// Releases the token, which ends the lifetime.
  func end() {
    let token = self.token.withLock { token in
      defer { token = nil }
      return token
    }
    // Released here, outside the lock, since ending the lifetime runs observers.
    withExtendedLifetime(token) {}
  }
}

/// Watches a canary through a weak reference, so that a test can make a canary that only
/// the code under test holds and later check that it was released.
final class CanaryWatch {
  private weak var canary: Canary?

  /// A new canary that this watch follows. Pass it straight to the code under test.
  func makeCanary() -> Canary {
    let canary = Canary()
    self.canary = canary
    return canary
  }

  /// Whether something still holds the canary.
  var isAlive: Bool { canary != nil }
}
