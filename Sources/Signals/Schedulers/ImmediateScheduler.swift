/// A scheduler that runs every action at once, on the thread that schedules it.
///
/// Use it where an API asks for a scheduler but you want no hop, and in tests of code
/// that is not about time (see ``SchedulerContext/immediate``).
///
/// ```swift
/// let (signal, emitter) = Signal<Int, Never>.pipe()
/// signal.observe(on: ImmediateScheduler()).observeValues { print($0) }
/// emitter.emit(1)  // Prints "1" before `emit` returns
/// ```
public struct ImmediateScheduler: Scheduler {
  /// Creates an immediate scheduler.
  ///
  /// ```swift
  /// ImmediateScheduler().schedule { print("now") }  // Prints "now"
  /// ```
  public init() {}

  /// Runs `action` at once.
  ///
  /// ```swift
  /// let disposable = ImmediateScheduler().schedule { print("now") }  // Prints "now"
  /// print(disposable == nil)  // Prints "true"
  /// ```
  ///
  /// - Returns: `nil`: the action has already run, so there is nothing to cancel.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    action()
    return nil
  }
}
