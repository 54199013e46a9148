extension Signal {
  /// Combines each value with a state and forwards an output made with it, keeping the
  /// state apart from what is forwarded.
  ///
  /// ```swift
  /// signal.scanMap(0) { total, value in (total + value, "+\(value) = \(total + value)") }
  ///   .observeValues { print($0) }
  /// emitter.emit(2)  // Prints "+2 = 2"
  /// emitter.emit(3)  // Prints "+3 = 5"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The state before the first value; it is not forwarded.
  ///   - next: Makes the next state and the output from the state and a value.
  @inlinable
  public func scanMap<State: Sendable, U>(
    _ initial: State, _ next: @escaping @Sendable (State, Value) -> (State, U)
  ) -> Signal<U, Failure> {
    lift(Transformations.scanMap(into: initial, Transformations.updating(next)))
  }

  /// Updates a state in place with each value and forwards the output it returns.
  ///
  /// ```swift
  /// signal.scanMap(into: [String]()) { seen, value in
  ///   seen.append(value)
  ///   return seen.count
  /// }.observeValues { print($0) }
  /// emitter.emit("a")  // Prints "1"
  /// emitter.emit("b")  // Prints "2"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The state before the first value; it is not forwarded.
  ///   - next: Updates the state with a value and returns the output.
  @inlinable
  public func scanMap<State: Sendable, U>(
    into initial: State, _ next: @escaping @Sendable (inout State, Value) -> U
  ) -> Signal<U, Failure> {
    lift(Transformations.scanMap(into: initial, next))
  }
}

extension SignalProducer {
  /// Combines each value of every run with a state, which starts anew per run, and
  /// forwards an output made with it (see ``Signal/scanMap(_:_:)``).
  ///
  /// ```swift
  /// SignalProducer(values: [2, 3]).scanMap(0) { total, value in (total + value, total) }
  ///   .startWithValues { print($0) }  // Prints "0", then "2"
  /// ```
  @inlinable
  public func scanMap<State: Sendable, U>(
    _ initial: State, _ next: @escaping @Sendable (State, Value) -> (State, U)
  ) -> SignalProducer<U, Failure> {
    lift(
      Transformations.scanMap(into: initial, Transformations.updating(next)), endsEarly: false)
  }

  /// Updates a state, which starts anew per run, in place with each value of the run, and
  /// forwards the output it returns (see ``Signal/scanMap(into:_:)``).
  ///
  /// ```swift
  /// SignalProducer(values: ["a", "b"]).scanMap(into: 0) { count, _ in
  ///   count += 1
  ///   return count
  /// }.startWithValues { print($0) }  // Prints "1", then "2"
  /// ```
  @inlinable
  public func scanMap<State: Sendable, U>(
    into initial: State, _ next: @escaping @Sendable (inout State, Value) -> U
  ) -> SignalProducer<U, Failure> {
    lift(Transformations.scanMap(into: initial, next), endsEarly: false)
  }
}

extension Transformations {
  /// The in-place form of a `(state, value) -> (state, output)` function.
  @inlinable
  static func updating<State: Sendable, Value, U>(
    _ next: @escaping @Sendable (State, Value) -> (State, U)
  ) -> @Sendable (inout State, Value) -> U {
    { state, value in
      let (newState, output) = next(state, value)
      state = newState
      return output
    }
  }

  @inlinable
  static func scanMap<Value, Failure, State: Sendable, U>(
    into initial: State, _ next: @escaping @Sendable (inout State, Value) -> U
  ) -> Transformation<Value, Failure, U, Failure> {
    { downstream, _ in
      let state = SerialBox(initial)
      return Signal.Observer { event in
        downstream.send(event.map { value in next(&state.value, value) })
      }
    }
  }
}
