import Signals

extension SchedulerContext {
  /// A context whose state, output and work all run on `scheduler`, so that a test
  /// decides when each step happens and sees them in one order.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let context = SchedulerContext(testing: scheduler)
  /// let (signal, emitter) = Signal<Int, Never>.pipe()
  /// signal.observe(on: context.output).observeValues { print($0) }
  /// emitter.emit(1)  // Prints nothing yet
  /// scheduler.advance()  // Prints "1"
  /// ```
  public init(testing scheduler: TestScheduler) {
    self.init(state: scheduler, output: scheduler, work: scheduler)
  }
}
