import Dispatch
import Foundation
import OffThePool
import Signals
import SignalsTesting
import Synchronization
import Testing

@Suite struct ThreadingTests {
  static let threads = 4
  static let valuesPerThread = 5_000

  @Test(.cpuBound) func deliversEveryConcurrentSendSeriallyAndInEachSendersOrder() {
    let (signal, emitter) = Signal<(sender: Int, index: Int), Never>.pipe()
    let monitor = DeliveryMonitor()
    let received = Log<(sender: Int, index: Int)>()
    monitor.observe(signal) { event in
      if case .value(let value) = event { received.append(value) }
    }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { sender in
      for index in 0..<Self.valuesPerThread { emitter.emit((sender, index)) }
    }
    #expect(monitor.overlapCount == 0)
    expectEverySendersOrder(
      received.all, senders: Self.threads, valuesPerSender: Self.valuesPerThread)
  }

  @Test(.cpuBound) func deliversExactlyOneTerminalEventWhenThreadsRaceToEndTheSignal() {
    for _ in 0..<200 {
      let (signal, emitter) = Signal<Int, TestError>.pipe()
      let recorder = EventRecorder(signal)
      DispatchQueue.concurrentPerform(iterations: Self.threads) { sender in
        emitter.emit(sender)
        if sender.isMultiple(of: 2) { emitter.complete() } else { emitter.interrupt() }
        emitter.emit(sender)
      }
      let events = recorder.events
      #expect(events.filter(\.isTerminating).count == 1)
      #expect(events.last?.isTerminating == true)
    }
  }

  @Test func aSendFromAnotherThreadDuringADeliveryReturnsWithoutWaiting() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let otherSendReturned = DispatchSemaphore(value: 0)
    let waitedInTime = Atomic(false)
    let recorder = EventRecorder(signal)
    signal.onReception § once § { _ in
      // A thread of its own: a global-queue block could wait behind tests that keep the
      // Dispatch pool busy, and this test would then time out for no fault of the signal.
      Thread {
        emitter.emit(2)  // Queued behind the delivery in progress; must not block.
        otherSendReturned.signal()
      }.start()
      // Bounded: a blocking emit would make this time out instead of hanging the suite.
      let result = otherSendReturned.wait(timeout: .now() + .seconds(10))
      waitedInTime.store(result == .success, ordering: .relaxed)
    }
    emitter.emit(1)
    let didNotBlock = waitedInTime.load(ordering: .relaxed)
    #expect(didNotBlock)
    #expect(recorder.values == [1, 2], "the queued value is delivered by the draining thread")
  }

  @Test(.cpuBound) func addsAndDisposesObserversFromManyThreadsWhileSending() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let total = Counter()
    let permanent = EventRecorder(signal)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<1_000 {
        if thread == 0 {
          emitter.emit(index)
        } else {
          signal.observeValues { _ in total.increment() }.dispose()
        }
      }
    }
    emitter.complete()
    #expect(permanent.values == Array(0..<1_000))
    #expect(permanent.isCompleted)
  }
}
