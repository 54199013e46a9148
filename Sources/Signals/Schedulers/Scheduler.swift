import Foundation

/// Something that runs actions: at once, on a queue, or on the main thread.
///
/// Operators such as ``Signal/observe(on:)`` and ``SignalProducer/start(on:)`` take a
/// scheduler to decide where your code runs. A scheduler runs the actions scheduled on
/// it in the order they were scheduled, unless it documents otherwise.
///
/// ```swift
/// let scheduler: any Scheduler = ImmediateScheduler()
/// scheduler.schedule { print("ran") }  // Prints "ran"
/// ```
///
/// > Note: An action scheduled and then disposed before it started never runs, and the
/// > scheduler lets go of its closure. Disposing cannot stop an action already running.
public protocol Scheduler: Sendable {
  /// Schedules `action` to run as soon as the scheduler can.
  ///
  /// ```swift
  /// let pending = QueueScheduler().schedule { print("later") }
  /// pending?.dispose()  // If it had not started, it never prints.
  /// ```
  ///
  /// - Returns: A disposable that cancels the action if it has not started, or `nil` when
  ///   the action has already run (as on ``ImmediateScheduler``).
  @discardableResult
  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)?
}

/// A scheduler that knows the time and can run actions later, once or repeatedly.
///
/// Time is measured in Swift's `Duration`; each scheduler has its own ``Instant`` type,
/// so a ``QueueScheduler`` counts in Dispatch's uptime and `TestScheduler` (in
/// SignalsTesting) in virtual time that only moves when a test advances it.
///
/// ```swift
/// let scheduler = QueueScheduler()
/// scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(10))) {
///   print("10 ms later")
/// }
/// ```
public protocol DateScheduler: Scheduler {
  /// A point in this scheduler's time.
  ///
  /// ```swift
  /// let start: QueueScheduler.Instant = QueueScheduler().now
  /// print(start.duration(to: start.advanced(by: .seconds(1))))  // Prints "1.0 seconds"
  /// ```
  associatedtype Instant: InstantProtocol where Instant.Duration == Swift.Duration

  /// The current instant of this scheduler's time.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler()
  /// let deadline = scheduler.now.advanced(by: .milliseconds(300))
  /// print(scheduler.now < deadline)  // Prints "true"
  /// ```
  var now: Instant { get }

  /// The wall-clock date that ``now`` stands for; `schedule(after:action:)` with a `Date`
  /// reads it to turn a date into an instant.
  ///
  /// A scheduler that does not say otherwise uses the machine's clock, `Date()`; a
  /// `TestScheduler` (in SignalsTesting) gives its virtual date, which moves only when the
  /// test advances it.
  var currentDate: Date { get }

  /// Schedules `action` to run once, at `instant` or as soon as possible after it.
  ///
  /// ```swift
  /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { print("tick") }
  /// // Prints "tick" a second later
  /// ```
  ///
  /// - Returns: A disposable that cancels the action if it has not started.
  @discardableResult
  func schedule(after instant: Instant, action: @escaping @Sendable () -> Void)
    -> (any Disposable)?

  /// Schedules `action` to run at `instant`, then every `interval` after it, until the
  /// returned disposable is disposed.
  ///
  /// ```swift
  /// let timer = scheduler.schedule(
  ///   after: scheduler.now, interval: .seconds(1), leeway: .milliseconds(10)
  /// ) { print("tick") }
  /// // Prints "tick" every second until `timer?.dispose()`
  /// ```
  ///
  /// - Parameters:
  ///   - instant: When the first run happens.
  ///   - interval: The time between the starts of two runs.
  ///   - leeway: How late each run may be, so the system can coalesce wake-ups.
  ///   - action: The work to run each time.
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  func schedule(
    after instant: Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)?
}
