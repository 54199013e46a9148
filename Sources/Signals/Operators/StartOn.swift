extension SignalProducer {
  /// Runs the start handler of each run on `scheduler`.
  ///
  /// Starting returns at once; the run's work begins when `scheduler` gets to it.
  /// Interrupting the run before then cancels the scheduled start: the work never runs.
  /// Events are delivered wherever the work sends them; to move their delivery as well,
  /// add ``observe(on:)``.
  ///
  /// ```swift
  /// let load = SignalProducer<String, Never> { observer, _ in
  ///   observer.emit("loaded")
  ///   observer.complete()
  /// }
  /// load.start(on: QueueScheduler()).startWithValues { print($0) }
  /// // Prints "loaded", on the scheduler's queue
  /// ```
  ///
  /// - Parameter scheduler: Where each run's work starts.
  /// - Returns: A producer whose runs start a run of this one on `scheduler`.
  public func start(on scheduler: any Scheduler) -> SignalProducer {
    SignalProducer { observer, lifetime in
      // The scheduled start holds the run's observer and lifetime until it runs or the
      // run ends; ending it disposes the scheduled start, which releases them.
      lifetime += scheduler.schedule { lifetime += self.start(observer) }
    }
  }
}
