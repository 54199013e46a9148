extension Signal {
  /// Turns every value into a success and a failure into a failure value, then completes:
  /// the result cannot fail.
  ///
  /// Completion and interruption are forwarded as they are. Use it to keep handling a
  /// stream's outcome as values — in a `flatMap` whose outer stream must outlive a
  /// failing inner one, for instance.
  ///
  /// ```swift
  /// signal.materializeResults().observe { print($0) }
  /// emitter.emit(1)           // Prints "value(success(1))"
  /// emitter.fail(.offline)    // Prints "value(failure(offline))", then "completed"
  /// ```
  @inlinable
  public func materializeResults() -> Signal<Result<Value, Failure>, Never> {
    lift(Transformations.materializeResults())
  }

  /// Turns values that are `Result`s back into events: a success is forwarded as a value,
  /// and a failure fails the result. The inverse of ``materializeResults()``.
  ///
  /// ```swift
  /// let (results, send) = Signal<Result<Int, LoadError>, Never>.pipe()
  /// results.dematerializeResults().observe { print($0) }
  /// send.emit(.success(1))         // Prints "value(1)"
  /// send.emit(.failure(.offline))  // Prints "failed(offline)"
  /// ```
  @inlinable
  public func dematerializeResults<Success, F>() -> Signal<Success, F>
  where Value == Result<Success, F>, Failure == Never {
    lift(Transformations.dematerializeResults())
  }
}

extension SignalProducer {
  /// Turns every value of a run into a success and a failure into a failure value, then
  /// completes (see ``Signal/materializeResults()``).
  ///
  /// ```swift
  /// SignalProducer<Int, LoadError>(error: .offline).materializeResults()
  ///   .startWithValues { print($0) }  // Prints "failure(offline)"
  /// ```
  @inlinable
  public func materializeResults() -> SignalProducer<Result<Value, Failure>, Never> {
    lift(Transformations.materializeResults(), endsEarly: false)
  }

  /// Turns values of a run that are `Result`s back into events; the first failure ends
  /// the run (see ``Signal/dematerializeResults()``).
  ///
  /// ```swift
  /// SignalProducer<Result<Int, LoadError>, Never>(values: [.success(1), .failure(.offline)])
  ///   .dematerializeResults()
  ///   .start { print($0) }  // Prints "value(1)", then "failed(offline)"
  /// ```
  @inlinable
  public func dematerializeResults<Success, F>() -> SignalProducer<Success, F>
  where Value == Result<Success, F>, Failure == Never {
    lift(Transformations.dematerializeResults())
  }
}

extension Transformations {
  @inlinable
  static func materializeResults<Value, Failure>() -> Transformation<
    Value, Failure, Result<Value, Failure>, Never
  > {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(let value): downstream.emit(.success(value))
        case .failed(let error):
          downstream.emit(.failure(error))
          downstream.complete()
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }

  @inlinable
  static func dematerializeResults<Success, Failure>() -> Transformation<
    Result<Success, Failure>, Never, Success, Failure
  > {
    { downstream, _ in
      Signal.Observer { event in
        switch event {
        case .value(.success(let value)): downstream.emit(value)
        case .value(.failure(let error)): downstream.fail(error)
        case .completed: downstream.complete()
        case .interrupted: downstream.interrupt()
        }
      }
    }
  }
}
