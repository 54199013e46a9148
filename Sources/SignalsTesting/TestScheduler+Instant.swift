import Signals

extension TestScheduler {
  /// An instant of virtual time: how long after the scheduler's start it is.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let later = scheduler.now.advanced(by: .milliseconds(1500))
  /// print(later.offset)  // Prints "1.5 seconds"
  /// print(scheduler.now.duration(to: later))  // Prints "1.5 seconds"
  /// ```
  public struct Instant: InstantProtocol {
    /// The virtual time elapsed since the scheduler was created.
    ///
    /// ```swift
    /// print(TestScheduler.Instant(offset: .seconds(2)).offset)  // Prints "2.0 seconds"
    /// ```
    public var offset: Duration

    /// Creates the instant `offset` after a scheduler's start.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// scheduler.advance(to: TestScheduler.Instant(offset: .seconds(10)))
    /// print(scheduler.now.offset)  // Prints "10.0 seconds"
    /// ```
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// ```swift
    /// print(TestScheduler.Instant(offset: .zero).advanced(by: .seconds(1)).offset)
    /// // Prints "1.0 seconds"
    /// ```
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    ///
    /// ```swift
    /// let start = TestScheduler.Instant(offset: .zero)
    /// print(start.duration(to: start.advanced(by: .seconds(3))))  // Prints "3.0 seconds"
    /// ```
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// ```swift
    /// print(TestScheduler.Instant(offset: .zero) < .init(offset: .seconds(1)))  // Prints "true"
    /// ```
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }
}
