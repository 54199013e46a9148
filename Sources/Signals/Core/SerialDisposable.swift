/// A disposable that holds one inner disposable at a time, disposing the one it replaces.
///
/// Setting ``inner`` disposes the previous inner disposable. Once the serial disposable
/// itself is disposed, any inner disposable set later is disposed at once.
///
/// ```swift
/// let current = SerialDisposable()
/// current.inner = search(for: "sig").start()
/// current.inner = search(for: "signal").start()  // Cancels the first search.
/// ```
public final class SerialDisposable: Disposable {
  private struct State {
    var inner: (any Disposable)?
    var isDisposed = false
  }

  private let state: Locked<State>

  /// Creates a serial disposable, optionally holding a first inner disposable.
  public init(_ inner: (any Disposable)? = nil) {
    state = Locked.make(State(inner: inner))
  }

  /// Whether the serial disposable was disposed.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The current inner disposable. Setting it disposes the previous one.
  public var inner: (any Disposable)? {
    get { state.withLock { $0.inner } }
    set {
      let replaced: (any Disposable)? = state.withLock { state in
        if state.isDisposed { return newValue }
        defer { state.inner = newValue }
        return state.inner
      }
      replaced?.dispose()
    }
  }

  /// Disposes the inner disposable and every one set after this call.
  public func dispose() {
    let inner: (any Disposable)? = state.withLock { state in
      state.isDisposed = true
      defer { state.inner = nil }
      return state.inner
    }
    inner?.dispose()
  }
}
