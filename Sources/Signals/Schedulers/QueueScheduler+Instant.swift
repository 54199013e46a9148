import Dispatch

extension QueueScheduler {
  /// An instant of Dispatch's uptime clock, the clock `DispatchQueue.asyncAfter` uses.
  ///
  /// It stops while the machine sleeps, as `DispatchTime` does; so a deadline a minute
  /// away is a minute of the machine being awake.
  ///
  /// ```swift
  /// let scheduler = QueueScheduler()
  /// let start = scheduler.now
  /// let deadline = start.advanced(by: .milliseconds(250))
  /// print(start.duration(to: deadline))  // Prints "0.25 seconds"
  /// ```
  public struct Instant: InstantProtocol {
    /// Nanoseconds of uptime; `DispatchTime` reads 0 as "now", so no instant holds 0.
    let uptimeNanoseconds: UInt64

    init(_ time: DispatchTime) {
      uptimeNanoseconds = time.uptimeNanoseconds
    }

    init(uptimeNanoseconds: UInt64) {
      self.uptimeNanoseconds = max(uptimeNanoseconds, 1)
    }

    /// The same instant as a `DispatchTime`.
    ///
    /// ```swift
    /// queue.asyncAfter(deadline: QueueScheduler().now.dispatchTime) { print("now") }
    /// ```
    public var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: uptimeNanoseconds) }

    /// The instant `duration` after this one (before it, if negative).
    ///
    /// ```swift
    /// let inASecond = QueueScheduler().now.advanced(by: .seconds(1))
    /// ```
    public func advanced(by duration: Duration) -> Instant {
      let nanoseconds = duration.nanoseconds
      let uptime =
        nanoseconds >= 0
        ? uptimeNanoseconds.addingReportingOverflow(UInt64(nanoseconds))
        : uptimeNanoseconds.subtractingReportingOverflow(nanoseconds.magnitude)
      guard !uptime.overflow else { return Instant(uptimeNanoseconds: nanoseconds >= 0 ? .max : 1) }
      return Instant(uptimeNanoseconds: uptime.partialValue)
    }

    /// The duration from this instant to `other`, negative if `other` is earlier.
    ///
    /// ```swift
    /// let start = QueueScheduler().now
    /// print(start.duration(to: start.advanced(by: .seconds(2))))  // Prints "2.0 seconds"
    /// ```
    public func duration(to other: Instant) -> Duration {
      other.uptimeNanoseconds >= uptimeNanoseconds
        ? .nanoseconds(Int64(clamping: other.uptimeNanoseconds - uptimeNanoseconds))
        : .nanoseconds(-Int64(clamping: uptimeNanoseconds - other.uptimeNanoseconds))
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// ```swift
    /// let start = QueueScheduler().now
    /// print(start < start.advanced(by: .seconds(1)))  // Prints "true"
    /// ```
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
  }
}

extension Duration {
  /// This duration in whole nanoseconds, clamped to `Int64`'s range.
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (total, overflowed) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflowed else { return seconds < 0 ? .min : .max }
    return total
  }
}
