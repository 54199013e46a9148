import Signals

/// Returns once `lifetime` has ended — at once if it has — woken by its end, never by
/// checking again and again. The test's time limit bounds the wait.
func waitForEnd(of lifetime: Lifetime) async {
  await withCheckedContinuation { continuation in
    _ = lifetime.observeEnded { continuation.resume() }
  }
}

/// An app, kept by its session as the app itself would be, whose ``released`` lifetime
/// ends once the app has been let go of — after the app, so a weak reference to the app
/// is already `nil` then, unless something else leaked it.
final class ReleaseWatched<App: Sendable>: Sendable {
  let released: Lifetime
  private let app: Locked<App?>
  private let token: Lifetime.Token

  init(_ app: App) {
    self.app = Locked.make(app)
    (released, token) = Lifetime.make()
  }

  deinit {
    app.withLock { $0 = nil }
    token.dispose()
  }
}
