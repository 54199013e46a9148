import Foundation

extension DateScheduler {
  /// The machine's clock, `Date()`: the date of ``now`` for a scheduler that keeps real
  /// time.
  public var currentDate: Date { Date() }

  /// Schedules `action` at `date`, as ReactiveSwift's date schedulers do; at a date
  /// already past, it runs as soon as the scheduler can.
  ///
  /// The date becomes an instant at the call: `now` advanced by how far `date` is from
  /// ``currentDate``. So a change of the machine's clock afterwards does not move it.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler()
  /// scheduler.schedule(after: Date().addingTimeInterval(1)) { print("a second later") }
  /// ```
  ///
  /// - Precondition: `date` is finite: not `Date.distantFuture` pushed to infinity or a NaN
  ///   interval.
  /// - Returns: A disposable that cancels the action, or `nil` if none is needed.
  @discardableResult
  public func schedule(after date: Date, action: @escaping @Sendable () -> Void)
    -> (any Disposable)?
  {
    schedule(after: instant(for: date), action: action)
  }

  /// Schedules `action` at `date` and then every `interval`, give or take `leeway`.
  ///
  /// ```swift
  /// let timer = QueueScheduler().schedule(
  ///   after: Date(), interval: .seconds(1)
  /// ) { print("tick") }
  /// timer?.dispose()  // Stops the ticks
  /// ```
  ///
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  public func schedule(
    after date: Date, interval: Duration, leeway: Duration = .zero,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(after: instant(for: date), interval: interval, leeway: leeway, action: action)
  }

  /// The instant that stands for `date` on this scheduler.
  func instant(for date: Date) -> Instant {
    let seconds = date.timeIntervalSince(currentDate)
    precondition(
      seconds.isFinite,
      "schedule(after: Date) needs a finite date; \(date) is \(seconds) s from now")
    return now.advanced(by: .seconds(seconds))
  }
}
