import Dispatch
import OffThePool
import Signals
import Testing

@testable import TerminalHost

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct UIQueueTests {
  @Test func workRunsInTheOrderItWasEnqueued() {
    let queue = UIQueue()
    let log = Locked.make([Int]())
    for number in 1...3 { queue.enqueue { log.withLock { $0.append(number) } } }
    #expect(queue.runPending())
    #expect(log.withLock { $0 } == [1, 2, 3])
  }

  @Test func workEnqueuedByWorkRunsInTheSameDrain() {
    let queue = UIQueue()
    let log = Locked.make([String]())
    queue.enqueue {
      log.withLock { $0.append("outer") }
      queue.enqueue { log.withLock { $0.append("inner") } }
    }
    queue.runPending()
    #expect(log.withLock { $0 } == ["outer", "inner"])
    #expect(!queue.runPending())
  }

  @Test func theWakeDescriptorIsReadableExactlyWhileWorkWaits() {
    let queue = UIQueue()
    #expect(!isReadable(queue.wakeDescriptor))
    queue.enqueue {}
    queue.enqueue {}
    #expect(isReadable(queue.wakeDescriptor))
    queue.runPending()
    #expect(!isReadable(queue.wakeDescriptor))
  }

  @Test(.cpuBound) func workFromManyThreadsAllRunsOnTheDrainingThread() {
    let queue = UIQueue()
    let count = Locked.make(0)
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      queue.enqueue { count.withLock { $0 += 1 } }
    }
    // Every enqueue returned before concurrentPerform did, so one drain sees them all.
    #expect(isReadable(queue.wakeDescriptor))
    queue.runPending()
    #expect(count.withLock { $0 } == 200)
  }

  private func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1
  }
}
