extension Signal {
  /// Observes the values of this signal on the main actor, whichever thread sends them.
  ///
  /// Each value hops to the main thread through `scheduler`, in order, and `action` runs
  /// isolated to the main actor: main-actor code observes a signal with no `@unchecked`,
  /// no `MainActor.assumeIsolated` and no `Task` of its own.
  ///
  /// ```swift
  /// @MainActor final class CounterLabel {
  ///   var text = ""
  ///   private var binding: ScopedDisposable?
  ///   func bind(to counts: Signal<Int, Never>) {
  ///     binding = counts.observeValues(on: MainScheduler()) { count in
  ///       self.text = "\(count)"  // Main-actor state, updated on the main actor.
  ///     }.scoped()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The main scheduler; values sent on the main thread with nothing
  ///     waiting are delivered at once, others in order through the main queue.
  ///   - action: Runs on the main actor for each value.
  /// - Returns: A disposable that ends the observation and cancels deliveries still waiting.
  @discardableResult
  public func observeValues(
    on scheduler: MainScheduler, _ action: @escaping @MainActor (Value) -> Void
  ) -> any Disposable {
    observe(on: scheduler).observeValues { value in
      // Safe: `MainScheduler` runs every delivery on the main thread, the main actor's.
      MainActor.assumeIsolated { action(value) }
    }
  }
}

extension SignalProducer {
  /// Starts a run and observes its values on the main actor, whichever thread sends them.
  ///
  /// ```swift
  /// @MainActor func show(_ names: SignalProducer<String, Never>, in list: NameList) {
  ///   names.startWithValues(on: MainScheduler()) { name in list.append(name) }
  /// }
  /// ```
  ///
  /// - Returns: A disposable that interrupts the run and cancels deliveries still waiting.
  @discardableResult
  public func startWithValues(
    on scheduler: MainScheduler, _ action: @escaping @MainActor (Value) -> Void
  ) -> any Disposable {
    observe(on: scheduler).startWithValues { value in
      // Safe: `MainScheduler` runs every delivery on the main thread, the main actor's.
      MainActor.assumeIsolated { action(value) }
    }
  }
}
