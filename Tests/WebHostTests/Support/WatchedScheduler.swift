import Foundation
import Signals
import SignalsTesting

/// A `TestScheduler` that records how many actions it was given, so that a test can wait
/// for the server to set a timer before it moves virtual time past it.
final class WatchedScheduler: DateScheduler {
  /// The virtual time the actions run on.
  let base = TestScheduler()
  /// Records the count of actions scheduled, 1 then 2 and on, each once it is scheduled.
  let scheduled = Recorder<Int>()
  private let count = Locked.make(0)

  var now: TestScheduler.Instant { base.now }
  var currentDate: Date { base.currentDate }

  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    noted(base.schedule(action))
  }

  func schedule(
    after instant: TestScheduler.Instant, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    noted(base.schedule(after: instant, action: action))
  }

  func schedule(
    after instant: TestScheduler.Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    noted(base.schedule(after: instant, interval: interval, leeway: leeway, action: action))
  }

  /// Moves virtual time on by `duration`, running what falls due.
  func advance(by duration: Duration) {
    base.advance(by: duration)
  }

  private func noted(_ disposable: (any Disposable)?) -> (any Disposable)? {
    scheduled.record(
      count.withLock { count in
        count += 1
        return count
      })
    return disposable
  }
}
