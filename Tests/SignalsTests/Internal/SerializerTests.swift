import Dispatch
import Foundation
import OffThePool
import Synchronization
import Testing

@testable import Signals

@Suite struct SerializerTests {
  @Test func processesInputsInOrderIncludingOnesSentWhileProcessing() {
    let log = Log<Int>()
    let serializer = Serializer<Int, [Int]>(state: []) { seen, input in
      seen.append(input)
      log.append(input)
    }
    serializer.send(1)
    serializer.send(2)
    #expect(log.all == [1, 2])
  }

  @Test func closingStopsProcessingAndReleasesTheState() {
    weak var weakCanary: Canary?
    let processed = Counter()
    let serializer: Serializer<Int, Canary?>
    do {
      let canary = Canary()
      weakCanary = canary
      serializer = Serializer(state: canary) { _, _ in processed.increment() }
    }
    serializer.send(1)
    serializer.close()
    serializer.send(2)
    #expect(processed.value == 1)
    #expect(weakCanary == nil)
  }

  @Test func closingFromInsideProcessDropsWhatWasQueuedAndReleasesTheStateAfterIt() {
    weak var weakCanary: Canary?
    let processed = Log<Int>()
    let serializer: Serializer<Int, Canary>
    let box = Locked<Serializer<Int, Canary>?>.make(nil)
    // The serializer's work holds the box that holds the serializer: emptied at the end.
    defer { box.withLock { $0 = nil } }
    do {
      let canary = Canary()
      weakCanary = canary
      serializer = Serializer(state: canary) { _, input in
        processed.append(input)
        guard input == 1, let serializer = box.withLock({ $0 }) else { return }
        serializer.send(2)  // Queued behind this input…
        serializer.close()  // …and dropped by the close.
      }
      box.withLock { $0 = serializer }
    }
    serializer.send(1)
    serializer.send(3)
    #expect(processed.all == [1])
    #expect(weakCanary == nil)
  }

  @Test func closingFromAnotherThreadWhileProcessingReleasesTheStateRightAfterThatInput() {
    weak var weakCanary: Canary?
    let processed = Log<Int>()
    let started = DispatchSemaphore(value: 0)
    let closed = DispatchSemaphore(value: 0)
    let serializer: Serializer<Int, Canary>
    do {
      let canary = Canary()
      weakCanary = canary
      serializer = Serializer(state: canary) { _, input in
        processed.append(input)
        guard input == 1 else { return }
        started.signal()
        // Bounded, so that a serializer that blocks `close` fails instead of hanging.
        _ = closed.wait(timeout: .now() + .seconds(10))
      }
    }
    Thread {
      _ = started.wait(timeout: .now() + .seconds(10))
      serializer.send(2)  // Queued behind input 1, then dropped by the close.
      serializer.close()
      closed.signal()
    }.start()
    serializer.send(1)
    #expect(processed.all == [1])
    #expect(weakCanary == nil)
  }

  @Test(.cpuBound) func processesEveryConcurrentInputOnceNeverTwoAtATimeAndInEachSendersOrder() {
    let threads = 4
    let inputsPerThread = 2_000
    let isProcessing = Atomic(false)
    let overlaps = Atomic(0)
    let serializer = Serializer<(sender: Int, index: Int), [[Int]]>(
      state: Array(repeating: [], count: threads)
    ) { seen, input in
      if isProcessing.exchange(true, ordering: .acquiringAndReleasing) {
        overlaps.add(1, ordering: .relaxed)
      }
      seen[input.sender].append(input.index)
      isProcessing.store(false, ordering: .releasing)
    }
    DispatchQueue.concurrentPerform(iterations: threads) { sender in
      for index in 0..<inputsPerThread { serializer.send((sender, index)) }
    }
    let seen = serializer.state.value ?? []
    #expect(overlaps.load(ordering: .acquiring) == 0)
    #expect(seen == Array(repeating: Array(0..<inputsPerThread), count: threads))
  }

  @Test(.cpuBound) func endsEveryConcurrentBurstIdleSoTheNextInputIsProcessedBeforeSendReturns() {
    // Processing ends without the lock when nothing was queued (`DrainPhase`): an input
    // racing that end must be processed, never stranded in the queue.
    let processed = Atomic(0)
    let serializer = Serializer<Int, Int>(state: 0) { count, _ in
      count += 1
      processed.add(1, ordering: .relaxed)
    }
    for burst in 1...20 {
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        for index in 0..<250 { serializer.send(index) }
      }
      serializer.send(-1)
      #expect(processed.load(ordering: .relaxed) == burst * 1_001)
    }
    #expect(serializer.state.value == 20 * 1_001)
  }

  @Test(.cpuBound) func closingWhileOtherThreadsSendReleasesTheStateOnceAndNothingIsProcessedAfter()
  {
    for _ in 0..<50 {
      let closes = Atomic(0)
      let processed = Atomic(0)
      let serializer = Serializer<Int, Int>(state: 0) { _, _ in
        processed.add(1, ordering: .relaxed)
      } close: { _ in
        closes.add(1, ordering: .relaxed)
      }
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        if thread == 0 {
          serializer.close()
        } else {
          for index in 0..<200 { serializer.send(index) }
        }
      }
      let before = processed.load(ordering: .relaxed)
      serializer.send(0)
      serializer.close()
      #expect(closes.load(ordering: .relaxed) == 1)
      #expect(serializer.state.value == nil)
      #expect(processed.load(ordering: .relaxed) == before)
    }
  }
}
