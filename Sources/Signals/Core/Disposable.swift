/// Something that can be cancelled, such as an observation or a running piece of work.
///
/// Disposing is idempotent: the first call to ``dispose()`` releases the resource and
/// every later call does nothing. It is safe to call from any thread.
///
/// A disposable does not dispose itself when it is released: an observation lives until
/// it is disposed or its signal terminates. Wrap it in a ``ScopedDisposable`` to tie it
/// to the lifetime of an owner, or add it to a ``Lifetime``.
public protocol Disposable: Sendable {
  /// Whether ``dispose()`` has been called, or the resource ended on its own.
  var isDisposed: Bool { get }

  /// Releases the resource. Calling it again has no effect.
  ///
  /// > Note: Disposing an observation from one thread while another thread delivers to
  /// > it cannot interrupt a call already in progress; every later event is withheld.
  func dispose()
}

extension Disposable {
  /// Wraps this disposable in one that disposes it on deinitialisation.
  ///
  /// ```swift
  /// let token = signal.observeValues { print($0) }.scoped()
  /// // The observation ends when `token` is released.
  /// ```
  public func scoped() -> ScopedDisposable {
    ScopedDisposable(self)
  }
}
