import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

/// Releasing an emitter, a property or a signal skips the lock when the signal has
/// already finished (`SignalCore.isFinished`). These pin what must not change.
@Suite struct FinishedSignalTests {
  @Test func releasingTheEmitterOfACompletedSignalSendsNothingMore() {
    let recorder = EventRecorder<Int, Never>()
    var emitter: Emitter<Int, Never>? = Emitter()
    emitter?.signal.observe(recorder.observer)
    emitter?.emit(1)
    emitter?.complete()
    emitter = nil
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test(.cpuBound) func releasingAnEmitterWhileAnotherThreadCompletesItEndsTheSignalExactlyOnce() {
    for _ in 0..<200 {
      let monitor = DeliveryMonitor()
      let box = Locked<Emitter<Int, Never>?>.make(Emitter())
      box.withLock { emitter in _ = emitter.map { monitor.observe($0.signal) } }
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        if thread == 0 {
          let emitter = box.withLock { $0 }
          emitter?.complete()
        } else {
          box.withLock { $0 = nil }
        }
      }
      #expect(monitor.terminalCount == 1)
      #expect(monitor.overlapCount == 0)
    }
  }

  @Test func aDerivedSignalReleasedUnobservedStillReleasesItsUpstreamObservation() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    weak var weakDerived: Signal<Int, Never>?
    do {
      let derived = signal.map { $0 }
      weakDerived = derived
      let observation = derived.observeValues { _ in }
      observation.dispose()
    }
    #expect(weakDerived == nil)
    // The source lost its only observer with the derived signal: a send reaches no one
    // and the source can still complete normally.
    emitter.emit(1)
    let recorder = EventRecorder(signal)
    emitter.complete()
    #expect(recorder.events == [.completed])
  }
}
