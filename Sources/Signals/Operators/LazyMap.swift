extension Signal {
  /// Transforms the values on `scheduler`, lazily: a value that arrives while the
  /// transform of an earlier one still waits on the scheduler replaces it, so only the
  /// latest is transformed. ReactiveSwift's form, for an expensive transform of values that
  /// come faster than it runs.
  ///
  /// Completion waits for the transform still to run, if any; a failure or an interruption
  /// is forwarded at once, and the transform still waiting is cancelled.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let (sizes, resize) = Signal<Int, Never>.pipe()
  /// sizes.lazyMap(on: scheduler) { "layout for \($0)" }.observeValues { print($0) }
  /// resize.emit(100)
  /// resize.emit(120)
  /// scheduler.advance()  // Prints "layout for 120": the layout for 100 never ran
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where `transform` runs, and the results are delivered.
  ///   - transform: Runs for the latest value, once the scheduler gets to it.
  /// - Returns: A signal of the transformed latest values.
  @inlinable
  public func lazyMap<U>(
    on scheduler: any Scheduler, transform: @escaping @Sendable (Value) -> U
  ) -> Signal<U, Failure> {
    flatMap(.latest) { value in SignalProducer<U, Never> { transform(value) }.start(on: scheduler) }
  }
}

extension SignalProducer {
  /// Transforms the values of each run on `scheduler`, lazily: only the latest value
  /// waiting is transformed (see ``Signal/lazyMap(on:transform:)``).
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// SignalProducer(values: [1, 2, 3]).lazyMap(on: scheduler) { $0 * 10 }
  ///   .startWithValues { print($0) }
  /// scheduler.advance()  // Prints "30"
  /// ```
  @inlinable
  public func lazyMap<U>(
    on scheduler: any Scheduler, transform: @escaping @Sendable (Value) -> U
  ) -> SignalProducer<U, Failure> {
    flatMap(.latest) { value in SignalProducer<U, Never> { transform(value) }.start(on: scheduler) }
  }
}
