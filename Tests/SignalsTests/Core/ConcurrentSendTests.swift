import Dispatch
import Signals
import SignalsTesting
import Testing

/// Passes as a test, yet `swift test --sanitize=thread` reports "Swift access race" in
/// `SignalCore.send` on Linux: `Synchronization.Mutex` takes its contended path through a
/// futex that ThreadSanitizer cannot see, so it misses the ordering the lock provides.
/// The same test with the core's `Mutex` swapped for a pthread mutex reports nothing.
@Suite struct ConcurrentSendTests {
  @Test func deliversEverySendFromManyThreadsSerially() {
    let threadCount = 4
    let valueCount = 2_000
    let emitter = Emitter<Int, Never>()
    let monitor = DeliveryMonitor()
    let received = Counter()
    monitor.observe(emitter.signal) { event in
      if case .value = event { received.increment() }
    }
    DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
      for value in 1...valueCount { emitter.emit(value) }
    }
    emitter.complete()
    #expect(received.value == threadCount * valueCount)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
  }
}
