import Dispatch
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
    do {
      let canary = Canary()
      weakCanary = canary
      let box = Locked<Serializer<Int, Canary>?>.make(nil)
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
    DispatchQueue.global().async {
      _ = started.wait(timeout: .now() + .seconds(10))
      serializer.send(2)  // Queued behind input 1, then dropped by the close.
      serializer.close()
      closed.signal()
    }
    serializer.send(1)
    #expect(processed.all == [1])
    #expect(weakCanary == nil)
  }

  @Test func processesEveryConcurrentInputOnceNeverTwoAtATimeAndInEachSendersOrder() {
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
}
