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
