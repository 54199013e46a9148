extension Signal {
  /// Runs a check on each value that may fail the signal; values that pass are forwarded.
  ///
  /// The check throws with the signal's own failure type, so a signal whose `Failure` is
  /// `any Error` accepts any throwing check. The first value that fails the check ends the
  /// result with that error, and the result stops observing this signal.
  ///
  /// ```swift
  /// signal.attempt { age throws(InputError) in
  ///   if age < 0 { throw InputError.negative }
  /// }.observe { print($0) }
  /// emitter.emit(3)   // Prints "value(3)"
  /// emitter.emit(-1)  // Prints "failed(negative)"
  /// ```
  ///
  /// - Parameter check: Runs for each value, on the thread that delivers it.
  /// - Returns: A signal of the values that passed, failing at the first that did not.
  @inlinable
  public func attempt(_ check: @escaping @Sendable (Value) throws(Failure) -> Void) -> Signal {
    lift(Transformations.attempt(check))
  }

  /// Runs a check on each value that answers with a `Result`: values whose check
  /// succeeds are forwarded, and the first failure ends the result with its error
  /// (ReactiveSwift's form).
  ///
  /// ```swift
  /// signal.attempt { age in age < 0 ? .failure(.negative) : .success(()) }
  ///   .observe { print($0) }
  /// emitter.emit(3)   // Prints "value(3)"
  /// emitter.emit(-1)  // Prints "failed(negative)"
  /// ```
  ///
  /// - Parameter check: Runs for each value, on the thread that delivers it.
  /// - Returns: A signal of the values that passed, failing at the first that did not.
  @inlinable
  public func attempt(_ check: @escaping @Sendable (Value) -> Result<Void, Failure>) -> Signal {
    attempt { value throws(Failure) in try check(value).get() }
  }

  /// Transforms each value with a transform that may fail the signal.
  ///
  /// The first transform that throws ends the result with its error.
  ///
  /// ```swift
  /// texts.attemptMap { text throws(InputError) in
  ///   guard let number = Int(text) else { throw InputError.notANumber }
  ///   return number
  /// }.observe { print($0) }
  /// emitter.emit("4")     // Prints "value(4)"
  /// emitter.emit("four")  // Prints "failed(notANumber)"
  /// ```
  ///
  /// - Parameter transform: Runs for each value, on the thread that delivers it.
  /// - Returns: A signal of the transformed values, failing at the first error.
  ///
  /// > Note: A closure that does not throw and returns a `Result` picks the overload that
  /// > unwraps the `Result`, as ReactiveSwift's `attemptMap` does.
  @inlinable
  @_disfavoredOverload
  public func attemptMap<U>(
    _ transform: @escaping @Sendable (Value) throws(Failure) -> U
  ) -> Signal<U, Failure> {
    lift(Transformations.attemptMap(transform))
  }

  /// Transforms each value into a `Result`: a success is forwarded, and the first failure
  /// ends the result.
  ///
  /// ```swift
  /// texts.attemptMap { Int($0).map(Result.success) ?? .failure(.notANumber) }
  ///   .observe { print($0) }
  /// emitter.emit("4")     // Prints "value(4)"
  /// emitter.emit("four")  // Prints "failed(notANumber)"
  /// ```
  ///
  /// - Returns: A signal of the successes, failing at the first failure.
  @inlinable
  public func attemptMap<U>(
    _ transform: @escaping @Sendable (Value) -> Result<U, Failure>
  ) -> Signal<U, Failure> {
    lift(Transformations.attemptMap(unwrapping: transform))
  }
}

extension Signal where Failure == Never {
  /// Runs a check that may fail on each value of a signal that cannot fail: the result
  /// fails with the first error thrown.
  ///
  /// ```swift
  /// let (ages, enter) = Signal<Int, Never>.pipe()
  /// ages.attempt { age throws(InputError) in
  ///   if age < 0 { throw InputError.negative }
  /// }.observe { print($0) }
  /// enter.emit(-1)  // Prints "failed(negative)"
  /// ```
  ///
  /// - Returns: A signal of the values that passed, failing at the first that did not.
  @inlinable
  public func attempt<E>(
    _ check: @escaping @Sendable (Value) throws(E) -> Void
  ) -> Signal<Value, E> {
    lift(Transformations.attemptMap(Transformations.passing(check), promoting: Never.self))
  }

  /// Transforms each value of a signal that cannot fail with a transform that can: the
  /// result fails with the first error thrown.
  ///
  /// ```swift
  /// let (texts, type) = Signal<String, Never>.pipe()
  /// texts.attemptMap { text throws(InputError) in
  ///   guard let number = Int(text) else { throw InputError.notANumber }
  ///   return number
  /// }.observe { print($0) }
  /// type.emit("four")  // Prints "failed(notANumber)"
  /// ```
  ///
  /// - Returns: A signal of the transformed values, failing at the first error.
  @inlinable
  public func attemptMap<U, E>(
    _ transform: @escaping @Sendable (Value) throws(E) -> U
  ) -> Signal<U, E> {
    lift(Transformations.attemptMap(transform, promoting: Never.self))
  }
}

extension SignalProducer {
  /// Runs a check on each value of every run that may fail the run (see
  /// `Signal.attempt(_:)`); the run of this producer ends at the first failure.
  ///
  /// ```swift
  /// SignalProducer<Int, InputError>(values: [3, -1, 5])
  ///   .attempt { age throws(InputError) in if age < 0 { throw InputError.negative } }
  ///   .start { print($0) }  // Prints "value(3)", then "failed(negative)"
  /// ```
  @inlinable
  public func attempt(
    _ check: @escaping @Sendable (Value) throws(Failure) -> Void
  ) -> SignalProducer {
    lift(Transformations.attempt(check))
  }

  /// Runs a check that answers with a `Result` on each value of every run; the run ends
  /// at the first failure (see `Signal.attempt(_:)`).
  ///
  /// ```swift
  /// SignalProducer<Int, InputError>(values: [3, -1, 5])
  ///   .attempt { age in age < 0 ? .failure(.negative) : .success(()) }
  ///   .start { print($0) }  // Prints "value(3)", then "failed(negative)"
  /// ```
  @inlinable
  public func attempt(
    _ check: @escaping @Sendable (Value) -> Result<Void, Failure>
  ) -> SignalProducer {
    attempt { value throws(Failure) in try check(value).get() }
  }

  /// Transforms each value of every run with a transform that may fail the run (see
  /// `Signal.attemptMap(_:)`).
  ///
  /// ```swift
  /// SignalProducer<String, InputError>(values: ["4", "four"])
  ///   .attemptMap { text throws(InputError) in
  ///     guard let number = Int(text) else { throw InputError.notANumber }
  ///     return number
  ///   }
  ///   .start { print($0) }  // Prints "value(4)", then "failed(notANumber)"
  /// ```
  ///
  /// > Note: A closure that does not throw and returns a `Result` picks the overload that
  /// > unwraps the `Result`, as ReactiveSwift's `attemptMap` does.
  @inlinable
  @_disfavoredOverload
  public func attemptMap<U>(
    _ transform: @escaping @Sendable (Value) throws(Failure) -> U
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.attemptMap(transform))
  }

  /// Transforms each value of every run into a `Result`: a success is forwarded, and the
  /// first failure ends the run.
  ///
  /// ```swift
  /// SignalProducer<String, InputError>(values: ["4", "four"])
  ///   .attemptMap { Int($0).map(Result.success) ?? .failure(.notANumber) }
  ///   .start { print($0) }  // Prints "value(4)", then "failed(notANumber)"
  /// ```
  @inlinable
  public func attemptMap<U>(
    _ transform: @escaping @Sendable (Value) -> Result<U, Failure>
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.attemptMap(unwrapping: transform))
  }
}

extension SignalProducer where Failure == Never {
  /// Runs a check that may fail on each value of every run, which cannot fail: the run
  /// fails with the first error thrown (see `Signal.attempt(_:)`).
  ///
  /// ```swift
  /// SignalProducer(values: [3, -1])
  ///   .attempt { age throws(InputError) in if age < 0 { throw InputError.negative } }
  ///   .start { print($0) }  // Prints "value(3)", then "failed(negative)"
  /// ```
  @inlinable
  public func attempt<E>(
    _ check: @escaping @Sendable (Value) throws(E) -> Void
  ) -> SignalProducer<Value, E> {
    lift(Transformations.attemptMap(Transformations.passing(check), promoting: Never.self))
  }

  /// Transforms each value of every run, which cannot fail, with a transform that can:
  /// the run fails with the first error thrown.
  ///
  /// ```swift
  /// SignalProducer(values: ["4", "four"])
  ///   .attemptMap { text throws(InputError) in
  ///     guard let number = Int(text) else { throw InputError.notANumber }
  ///     return number
  ///   }
  ///   .start { print($0) }  // Prints "value(4)", then "failed(notANumber)"
  /// ```
  @inlinable
  public func attemptMap<U, E>(
    _ transform: @escaping @Sendable (Value) throws(E) -> U
  ) -> SignalProducer<U, E> {
    lift(Transformations.attemptMap(transform, promoting: Never.self))
  }
}

extension Transformations {
  /// `check` as a transform that returns the value it checked: `attempt` is `attemptMap`
  /// with it.
  @inlinable
  static func passing<Value, E>(
    _ check: @escaping @Sendable (Value) throws(E) -> Void
  ) -> @Sendable (Value) throws(E) -> Value {
    { (value: Value) throws(E) -> Value in
      try check(value)
      return value
    }
  }

  @inlinable
  static func attempt<Value, Failure>(
    _ check: @escaping @Sendable (Value) throws(Failure) -> Void
  ) -> Transformation<Value, Failure, Value, Failure> {
    attemptMap(passing(check))
  }

  /// `attemptMap` with a transform that returns a `Result` instead of throwing.
  @inlinable
  static func attemptMap<Value, Failure, U>(
    unwrapping transform: @escaping @Sendable (Value) -> Result<U, Failure>
  ) -> Transformation<Value, Failure, U, Failure> {
    attemptMap { (value: Value) throws(Failure) -> U in try transform(value).get() }
  }

  @inlinable
  static func attemptMap<Value, Failure, U>(
    _ transform: @escaping @Sendable (Value) throws(Failure) -> U
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let value):
          do throws(Failure) {
            downstream.emit(try transform(value))
          } catch {
            downstream.fail(error)
          }
        case .failed(let error): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }

  /// `attemptMap` of a stream that cannot fail into one that fails with the transform's
  /// error.
  @inlinable
  static func attemptMap<Value, U, E>(
    _ transform: @escaping @Sendable (Value) throws(E) -> U, promoting _: Never.Type
  ) -> Transformation<Value, Never, U, E> {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let value):
          do throws(E) {
            downstream.emit(try transform(value))
          } catch {
            downstream.fail(error)
          }
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
