import Dispatch
import Foundation
import OffThePool
import Signals
import SignalsTesting
import Testing

/// Delivery through chains of derived signals, which are sent to only from their upstream's
/// delivery, and observations lent to a delivery unretained. Each test pins a guarantee
/// those paths must keep (derived signals skipped the drain loop until 2026-11-27).
@Suite struct SerialDeliveryTests {
  @Test func aDerivedSignalDeliversANestedUpstreamSendAfterTheCurrentEventReachedEveryObserver() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 * 10 }
    let log = Log<String>()
    let reacting = derived.observeValues { value in
      log.append("a\(value)")
      if value == 10 { emitter.emit(2) }
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    derived.observeValues { log.append("b\($0)") }
    emitter.emit(1)
    #expect(log.all == ["a10", "b10", "a20", "b20"])
  }

  @Test func aDerivedSignalDeliversANestedTerminalEventAfterTheCurrentValueAndOnlyOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let derived = signal.filter { _ in true }.map { $0 }
    let recorder = EventRecorder<Int, Never>()
    derived.observeValues { _ in emitter.complete() }
    derived.observe(recorder.observer)
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func anObserverAddedToADerivedSignalDuringItsDeliveryGetsOnlyLaterEvents() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 }
    let sameThread = EventRecorder<Int, Never>()
    let otherThread = EventRecorder<Int, Never>()
    derived.onReception § once § { _ in
      derived.observe(sameThread.observer)
      let added = DispatchSemaphore(value: 0)
      Thread {
        derived.observe(otherThread.observer)
        added.signal()
      }.start()
      // Bounded, so that a lock held across this delivery fails the test instead of hanging.
      _ = added.wait(timeout: .now() + .seconds(10))
    }
    emitter.emit(1)
    emitter.emit(2)
    #expect(sameThread.values == [2])
    #expect(otherThread.values == [2])
  }

  @Test func anObservationDisposedAndReleasedDuringADeliveryIsSkippedSafely() {
    // The delivery lends observations unretained: the snapshot must keep one alive
    // after its last other reference is dropped mid-delivery.
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 }
    let target = Locked<(any Disposable)?>.make(nil)
    let received = Log<Int>()
    derived.observeValues { _ in
      let observation = target.withLock { target in
        defer { target = nil }
        return target
      }
      observation?.dispose()
    }
    target.withLock { $0 = derived.observeValues { received.append($0) } }
    for value in 0..<3 { emitter.emit(value) }
    #expect(received.all.isEmpty)
  }

  @Test(.cpuBound) func aChainOfDerivedSignalsDeliversConcurrentSendsSeriallyAndInEachSendersOrder()
  {
    let threads = 4
    let valuesPerThread = 2_000
    let (signal, emitter) = Signal<(sender: Int, index: Int), Never>.pipe()
    let derived = signal.map { $0 }.filter { _ in true }.map { $0 }
    let monitor = DeliveryMonitor()
    let received = Log<(sender: Int, index: Int)>()
    monitor.observe(derived) { event in
      if case .value(let value) = event { received.append(value) }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { sender in
      for index in 0..<valuesPerThread { emitter.emit((sender, index)) }
    }
    emitter.complete()
    let values = received.all
    #expect(values.count == threads * valuesPerThread)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
    for sender in 0..<threads {
      let indices = values.filter { $0.sender == sender }.map(\.index)
      #expect(indices == Array(0..<valuesPerThread), "sender \(sender) was reordered")
    }
  }

  @Test(.cpuBound) func aDerivedSignalKeepsDeliveringWhileOtherThreadsObserveAndDispose() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 + 1 }
    let permanent = EventRecorder(derived)
    let churned = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<1_000 {
        if thread == 0 {
          emitter.emit(index)
        } else {
          derived.observeValues { _ in churned.increment() }.dispose()
        }
      }
    }
    emitter.complete()
    #expect(permanent.values == Array(1...1_000))
    #expect(permanent.isCompleted)
  }
}
