/// What a ``Lifetime`` keeps the disposables added to it in, and ends them with.
///
/// A ``CompositeDisposable`` is the usual store. A producer's run is its own store, so
/// that starting a run does not allocate a composite (and its lock) beside the run.
@usableFromInline
protocol LifetimeStorage: AnyObject, Sendable {
  /// Whether the lifetime has ended.
  var hasEnded: Bool { get }

  /// Keeps `disposable` until the lifetime ends, or disposes it at once if it has ended.
  ///
  /// - Returns: The token of the disposable, or `nil` if it was disposed at once.
  @discardableResult
  func insert(_ disposable: any Disposable) -> UInt64?

  /// Runs `action` when the lifetime ends, or at once if it has ended.
  ///
  /// - Returns: A handle that takes the action out again without running it.
  func add(_ action: @escaping @Sendable () -> Void) -> any Disposable
}

extension CompositeDisposable: LifetimeStorage {
  @usableFromInline
  var hasEnded: Bool { isDisposed }
}
