/// A disposable that disposes its inner disposable when it is deinitialised.
///
/// Hold one as a stored property to end an observation together with its owner, the
/// way Combine's `AnyCancellable` does.
///
/// ```swift
/// final class Screen {
///   let binding: ScopedDisposable
///   init(model: Signal<String, Never>) {
///     binding = model.observeValues { print($0) }.scoped()
///   }
/// }
/// ```
public final class ScopedDisposable: Disposable {
  /// The disposable this one ends on deinitialisation.
  public let inner: any Disposable

  /// Creates a scoped disposable that disposes `inner` on deinitialisation.
  public init(_ inner: any Disposable) {
    self.inner = inner
  }

  deinit { inner.dispose() }

  /// Whether the inner disposable was disposed.
  public var isDisposed: Bool { inner.isDisposed }

  /// Disposes the inner disposable now rather than on deinitialisation.
  public func dispose() { inner.dispose() }
}
