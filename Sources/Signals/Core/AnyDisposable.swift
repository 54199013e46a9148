import Synchronization

/// A disposable that runs an action the first time it is disposed.
///
/// The action runs at most once, on the thread that calls ``dispose()`` first, and is
/// released right after, together with everything it captured.
///
/// ```swift
/// let disposable = AnyDisposable { print("cleaned up") }
/// disposable.dispose()  // Prints "cleaned up"
/// disposable.dispose()  // Does nothing
/// ```
public final class AnyDisposable: Disposable {
  private let action: Locked<(@Sendable () -> Void)?>
  private let disposed = Atomic<Bool>(false)

  /// Creates a disposable that runs `action` when it is first disposed.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Locked.make(action)
  }

  /// Creates a disposable that only records whether it was disposed.
  public init() {
    self.action = Locked.make(nil)
  }

  /// Creates a disposable that disposes `disposable` when it is disposed, hiding its type.
  public convenience init(_ disposable: any Disposable) {
    self.init { disposable.dispose() }
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Runs the action if this is the first call; otherwise does nothing.
  public func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let action = self.action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }
}
