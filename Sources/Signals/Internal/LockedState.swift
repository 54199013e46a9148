/// A state and its lock, as the first stored properties of an object that extends it: a
/// ``Locked`` without an allocation of its own.
///
/// A ``SignalCore`` holds its state this way. As a ``Locked``, the state was a second
/// allocation for every signal made. As a plain variable of the generic core, it made
/// the core's deinitializer, which runs unspecialised, look the state's type up at run
/// time on every signal released (about 250 instructions): here the state's type is this
/// class's own generic argument, which the subclass's metadata already holds.
///
/// It is a ``Lifetime`` too, of the forever kind unless the subclass keeps disposables
/// itself: a ``ProducerRun`` is its run's lifetime, and makes no second object for it.
@usableFromInline
class LockedState<State>: Lifetime, @unchecked Sendable {
  /// The lock of ``state`` (see ``Locked`` for how it is taken).
  @usableFromInline let lock = LockWord()
  /// Only touched under ``lock``, through ``withLock(_:)``.
  ///
  /// The lock is what makes its accesses exclusive, so the run-time check that a class's
  /// variable gets on every access is turned off: it cost two calls per lock.
  @exclusivity(unchecked) @usableFromInline final var state: State

  @inlinable
  init(state: consuming State) {
    self.state = state
    super.init()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// Never call user code inside it: decide under the lock, act after it.
  @inlinable @inline(__always)
  final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
