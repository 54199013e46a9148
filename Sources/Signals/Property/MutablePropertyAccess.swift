import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension MutableProperty {
  /// Replaces the value with `newValue`, atomically, and returns the value it replaced.
  ///
  /// No other write can come between reading the old value and storing the new one, so
  /// of several threads swapping, each receives a different old value.
  ///
  /// ```swift
  /// let token = MutableProperty("first")
  /// let previous = token.swap("second")
  /// print(previous, token.value)  // Prints "first second"
  /// ```
  ///
  /// - Parameter newValue: The value to store; it is sent to observers like any write.
  /// - Returns: The value before the swap.
  @inlinable
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      let old = value
      value = newValue
      return old
    }
  }

  /// Calls `body` with the current value while holding the property's lock, so that no
  /// write happens until `body` returns.
  ///
  /// Use it to act on the value as one atomic step — to read several parts of it
  /// consistently, or to decide something no concurrent write may invalidate.
  ///
  /// ```swift
  /// let names = MutableProperty(["Ada", "Grace"])
  /// let summary = names.withValue { "\($0.count) names, first \($0[0])" }
  /// print(summary)  // Prints "2 names, first Ada"
  /// ```
  ///
  /// > Important: `body` must not use the property: not read or write its value, observe
  /// > it, start its producer or call `withValue` again. Doing so from `body`'s thread
  /// > stops the program with a message naming the mistake, where the lock, which is not
  /// > reentrant, would otherwise deadlock. Observing its ``signal`` from `body` is not
  /// > detected, and deadlocks. Writes from other threads wait until `body` returns.
  ///
  /// - Parameter body: Runs at once, on the calling thread, under the lock.
  /// - Returns: What `body` returns.
  @inlinable
  public func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
    checkOutsideWithValue()
    return try signal.core.withLock { _ in
      bodyThread.store(currentThreadIdentifier(), ordering: .relaxed)
      defer { bodyThread.store(0, ordering: .relaxed) }
      return try body(current.value)
    }
  }

  /// Traps if this thread is running a ``withValue(_:)`` body of this property, which
  /// holds the lock that the caller is about to take.
  ///
  /// One relaxed load on the fast path: a thread only ever sees its own identifier here if
  /// it stored it itself, and it clears it before releasing the lock.
  @inlinable @inline(__always)
  func checkOutsideWithValue() {
    if _slowPath(bodyThread.load(ordering: .relaxed) != 0) { trapIfInsideWithValue() }
  }

  @usableFromInline
  func trapIfInsideWithValue() {
    guard bodyThread.load(ordering: .relaxed) == currentThreadIdentifier() else { return }
    preconditionFailure(
      "MutableProperty was used from inside its own withValue body, which holds its lock: "
        + "use the value passed to the body, and change the property after withValue returns")
  }
}

/// A number that identifies the calling thread among the running threads; never 0.
@usableFromInline
func currentThreadIdentifier() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}
