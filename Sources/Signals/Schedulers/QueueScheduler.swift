import Dispatch

/// A scheduler that runs actions on a Dispatch queue.
///
/// By default it makes a serial queue of its own, so its actions run one at a time, in
/// the order they were scheduled. Give it a name (shown by debuggers and crash reports)
/// and a quality of service, or hand it an existing queue.
///
/// ```swift
/// let scheduler = QueueScheduler(name: "com.example.search", qos: .userInitiated)
/// scheduler.schedule { print("on the search queue") }
/// // Prints "on the search queue", on a thread of that queue
/// ```
///
/// > Note: On a concurrent queue, actions may run at the same time; operators such as
/// > ``Signal/observe(on:)`` still deliver one event at a time, in order.
public final class QueueScheduler: DateScheduler {
  /// The queue the actions run on.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler(name: "com.example.io")
  /// print(scheduler.queue.label)  // Prints "com.example.io"
  /// ```
  public let queue: DispatchQueue

  /// Creates a scheduler on a new queue.
  ///
  /// ```swift
  /// let work = QueueScheduler(name: "work", qos: .utility, isConcurrent: true)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The queue's label.
  ///   - qos: The quality of service of the queue's work.
  ///   - isConcurrent: Whether actions may run at the same time; serial by default.
  public init(
    name: String = "Signals.QueueScheduler", qos: DispatchQoS = .default,
    isConcurrent: Bool = false
  ) {
    queue = DispatchQueue(label: name, qos: qos, attributes: isConcurrent ? .concurrent : [])
  }

  /// Creates a scheduler on `queue`.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler(queue: .global(qos: .background))
  /// ```
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// The current instant of Dispatch's uptime clock.
  ///
  /// ```swift
  /// let later = QueueScheduler().now.advanced(by: .seconds(1))
  /// ```
  public var now: Instant { Instant(DispatchTime.now()) }

  /// Schedules `action` on the queue.
  ///
  /// ```swift
  /// QueueScheduler().schedule { print("queued") }  // Prints "queued", on the queue
  /// ```
  ///
  /// - Returns: A disposable that cancels the action if it has not started.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let scheduled = ScheduledAction(action)
    queue.async { scheduled.run() }
    return scheduled
  }

  /// Schedules `action` on the queue at `instant`.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler()
  /// scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) { print("5 ms") }
  /// ```
  ///
  /// - Returns: A disposable that cancels the action if it has not started.
  @discardableResult
  public func schedule(after instant: Instant, action: @escaping @Sendable () -> Void)
    -> (any Disposable)?
  {
    let scheduled = ScheduledAction(action)
    queue.asyncAfter(deadline: instant.dispatchTime) { scheduled.run() }
    return scheduled
  }

  /// Schedules `action` on the queue at `instant`, then every `interval`, with a
  /// Dispatch timer.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler()
  /// let timer = scheduler.schedule(
  ///   after: scheduler.now, interval: .seconds(1), leeway: .milliseconds(50)
  /// ) { print("tick") }
  /// // Prints "tick" every second, until `timer?.dispose()`
  /// ```
  ///
  /// - Returns: A disposable that cancels the timer.
  @discardableResult
  public func schedule(
    after instant: Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(
      deadline: instant.dispatchTime,
      repeating: .nanoseconds(Int(clamping: interval.nanoseconds)),
      leeway: .nanoseconds(Int(clamping: leeway.nanoseconds)))
    timer.setEventHandler(handler: action)
    timer.resume()
    let source = Locked<(any DispatchSourceTimer)?>.make(timer)
    return AnyDisposable {
      // Cancelling releases the event handler, and with it the action's captures.
      source.withLock { source in
        defer { source = nil }
        return source
      }?.cancel()
    }
  }
}
