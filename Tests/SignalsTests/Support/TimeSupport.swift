import Signals
import SignalsTesting
import Testing

/// Applies a time operator to a signal, sends `values`, and disposes the observation while
/// one action waits on the scheduler: expects the scheduler to hold nothing afterwards, the
/// operator's closures to be released, and only `expected` ever to be delivered.
func expectDisposingCancelsAndReleases(
  _ operate: (Signal<Int, Never>, TestScheduler) -> Signal<Int, Never>,
  sending values: [Int], delivers expected: [Int],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let scheduler = TestScheduler()
  let (signal, emitter) = Signal<Int, Never>.pipe()
  let received = Log<Int>()
  let watch = CanaryWatch()
  let observation: any Disposable = {
    let canary = watch.makeCanary()
    return operate(signal, scheduler)
      .map { value in withExtendedLifetime(canary) { value } }
      .observeValues { received.append($0) }
  }()
  for value in values { emitter.emit(value) }
  #expect(scheduler.pendingActionCount == 1, sourceLocation: sourceLocation)
  observation.dispose()
  #expect(scheduler.pendingActionCount == 0, sourceLocation: sourceLocation)
  #expect(!watch.isAlive, sourceLocation: sourceLocation)
  scheduler.run()
  #expect(received.all == expected, sourceLocation: sourceLocation)
}

/// A scheduler whose timed actions run only when the test says, in the order it chooses:
/// a stand-in for Dispatch, which does not promise to run work of nearby deadlines in
/// deadline order.
final class ShuffledTimerScheduler: DateScheduler {
  private let actions = Locked.make([@Sendable () -> Void]())

  var now: ContinuousClock.Instant { ContinuousClock.now }

  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    actions.withLock { $0.append(action) }
    return nil
  }

  func schedule(
    after instant: ContinuousClock.Instant, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(action)
  }

  func schedule(
    after instant: ContinuousClock.Instant, interval: Duration, leeway: Duration,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(action)
  }

  /// Runs the actions scheduled so far, the last scheduled first.
  func runLastFirst() {
    let actions = self.actions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in actions.reversed() { action() }
  }
}
