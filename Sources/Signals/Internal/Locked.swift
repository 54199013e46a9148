import Synchronization

/// A value that is only touched under its own lock: the one locking pattern of Signals.
///
/// The state and its lock share one allocation. The lock is the standard library's
/// mutex handle, the one inside `Synchronization.Mutex`: uncontended, its lock and its
/// unlock are one compare-and-exchange each, made in our own code, where a pthread
/// mutex cost two calls into the C library of about 25 instructions each (a property's
/// set took 239 instructions with it, 201 without).
///
/// ThreadSanitizer sees those compare-and-exchanges, but not the futex the standard
/// library waits on when the lock is contended: it would miss the order between an
/// unlock and the next lock on that path, and report the state's accesses as races (it
/// did, which is why this was a pthread mutex). So every unlock also stores to a word
/// beside the lock with release ordering, and every lock loads it with acquire ordering:
/// the sanitizer sees the order through that word on every path. Outside the sanitizer
/// they are plain moves on x86 and next to nothing on ARM.
///
/// Never call user code inside `withLock`: decide under the lock, act after it.
@usableFromInline
package struct Locked<State> {
  @usableFromInline let storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a lock protecting `state`.
  @inlinable
  package static func make(_ state: consuming State) -> Locked {
    Locked(storage: Storage.make(state))
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    // Borrows the storage, which this `Locked` holds for the whole call: used plainly,
    // it was retained and released around the opaque pthread calls on every lock.
    try Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
      try storage.withUnsafeMutablePointers { state, lock in
        lock.pointee.lock()
        defer { lock.pointee.unlock() }
        return try body(&state.pointee)
      }
    }
  }

  @usableFromInline
  final class Storage: ManagedBuffer<State, LockWord> {
    @inlinable
    static func make(_ state: consuming State) -> Storage {
      // Moved into the header, not copied: a copy of a generic state, and the destruction
      // of the original, went through its value witnesses on every signal created.
      var state = Optional(state)
      let buffer = create(minimumCapacity: 1) { _ in state.take()! }
      buffer.withUnsafeMutablePointerToElements { lock in lock.initialize(to: LockWord()) }
      return unsafeDowncast(buffer, to: Storage.self)
    }
  }
}

/// The lock of a ``Locked``, and the word that shows its order to ThreadSanitizer.
@usableFromInline
struct LockWord: ~Copyable {
  @usableFromInline let handle = _MutexHandle()
  @usableFromInline let handOver = Atomic<UInt8>(0)

  @inlinable
  init() {}

  /// Takes the lock, and reads the hand-over word ThreadSanitizer sees the order through:
  /// with ``unlock()``, the one place the lock is taken, for ``Locked`` and
  /// ``LockedState`` alike.
  @inlinable @inline(__always)
  func lock() {
    unsafe handle.unsafeLock()
    _ = handOver.load(ordering: .acquiring)
  }

  /// Writes the hand-over word, then releases the lock that ``lock()`` took.
  @inlinable @inline(__always)
  func unlock() {
    handOver.store(0, ordering: .releasing)
    unsafe handle.unsafeUnlock()
  }
}

// Safe: the state is only reached through `withLock`, which holds the mutex.
extension Locked: @unchecked Sendable {}
