/// A disposable that disposes a group of disposables together.
///
/// Disposables are disposed in the order they were added. Adding to a composite that
/// was already disposed disposes the newcomer at once, so nothing added late leaks.
///
/// ```swift
/// let disposables = CompositeDisposable()
/// disposables += first.observeValues { print($0) }
/// disposables += second.observeValues { print($0) }
/// disposables.dispose()  // Ends both observations.
/// ```
public final class CompositeDisposable: Disposable {
  private enum State {
    case active(Bag<any Disposable>)
    case disposed
  }

  private let state: Locked<State>

  /// Creates a composite holding `disposables`.
  public init(_ disposables: some Sequence<any Disposable> = [any Disposable]()) {
    var bag = Bag<any Disposable>()
    for disposable in disposables { bag.insert(disposable) }
    state = Locked.make(.active(bag))
  }

  /// Whether the composite was disposed.
  public var isDisposed: Bool {
    state.withLock { state in
      if case .disposed = state { return true }
      return false
    }
  }

  /// Adds a disposable to the group.
  ///
  /// - Parameter disposable: The disposable to add; `nil` is ignored.
  /// - Returns: A handle that removes `disposable` from the group without disposing it.
  @discardableResult
  public func add(_ disposable: (any Disposable)?) -> any Disposable {
    guard let disposable, let token = insert(disposable) else { return AnyDisposable() }
    return AnyDisposable { [weak self] in self?.remove(token: token) }
  }

  /// Adds `disposable` to the group and returns the token that takes it out again with
  /// `remove(token:)`, or returns `nil` after disposing it if the group was disposed.
  ///
  /// `+=` uses it directly: it has no use for the removal handle `add(_:)` makes, which
  /// costs three allocations.
  @usableFromInline
  @discardableResult
  func insert(_ disposable: any Disposable) -> UInt64? {
    let token: UInt64? = state.withLock { state in
      guard case .active(var bag) = state else { return nil }
      state = .disposed  // Leaves the bag uniquely referenced while it changes.
      let token = bag.insert(disposable)
      state = .active(bag)
      return token
    }
    if token == nil { disposable.dispose() }
    return token
  }

  /// Adds an action to run when the group is disposed.
  ///
  /// - Returns: A handle that removes the action from the group without running it.
  @discardableResult
  public func add(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    add(AnyDisposable(action))
  }

  /// Disposes every disposable in the group, in the order they were added.
  public func dispose() {
    let removed = state.withLock { state -> Bag<any Disposable>.Snapshot in
      guard case .active(var bag) = state else { return Bag.Snapshot(head: nil) }
      state = .disposed
      return bag.removeAll()
    }
    removed.forEachElement { _, disposable in disposable.dispose() }
  }

  /// Takes the disposable added under `token` out of the group without disposing it.
  private func remove(token: UInt64) {
    let removed: (any Disposable)? = state.withLock { state in
      guard case .active(var bag) = state else { return nil }
      state = .disposed
      let removed = bag.remove(token: token)
      state = .active(bag)
      return removed
    }
    _ = removed  // Released here, outside the lock.
  }

  /// Adds `disposable` to `composite`.
  public static func += (composite: CompositeDisposable, disposable: (any Disposable)?) {
    if let disposable { composite.insert(disposable) }
  }

  /// Adds an action to run when `composite` is disposed.
  public static func += (
    composite: CompositeDisposable, action: @escaping @Sendable () -> Void
  ) {
    composite.insert(AnyDisposable(action))
  }
}
