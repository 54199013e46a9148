#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that is only touched under its own lock: the one locking pattern of Signals.
///
/// The state and a `pthread_mutex_t` share one allocation. We use pthreads rather than
/// `Synchronization.Mutex` because ThreadSanitizer cannot see the standard library's
/// futex-based mutex on Linux and reports every access behind it as a race; a pthread
/// mutex is intercepted, so the sanitizer checks our code instead of crying wolf.
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
      try storage.withUnsafeMutablePointers { state, mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
      }
    }
  }

  @usableFromInline
  final class Storage: ManagedBuffer<State, pthread_mutex_t> {
    @inlinable
    static func make(_ state: consuming State) -> Storage {
      // Moved into the header, not copied: a copy of a generic state, and the destruction
      // of the original, went through its value witnesses on every signal created.
      var state = Optional(state)
      let buffer = create(minimumCapacity: 1) { _ in state.take()! }
      buffer.withUnsafeMutablePointerToElements { mutex in
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
      }
      return unsafeDowncast(buffer, to: Storage.self)
    }

    deinit {
      withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
    }
  }
}

// Safe: the state is only reached through `withLock`, which holds the mutex.
extension Locked: @unchecked Sendable {}
