import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

/// The lock-free end of a drain loop (`DrainPhase`): a drain that queued nothing finishes
/// with one compare-and-exchange instead of taking the lock again. A send that races that
/// finish must be neither lost in the queue nor delivered concurrently, and the signal
/// must end idle, so that the next send is delivered at once by its sender.
@Suite struct DrainPhaseTests {
  @Test(.cpuBound) func sendsRacingTheEndOfADrainAreAllDeliveredSeriallyAndTheSignalEndsIdle() {
    let (signal, emitter) = Signal<(sender: Int, index: Int), Never>.pipe()
    let monitor = DeliveryMonitor()
    let received = Log<(sender: Int, index: Int)>()
    monitor.observe(signal) { event in
      if case .value(let value) = event { received.append(value) }
    }
    let threads = 4
    let valuesPerThread = 500
    // Short bursts, so that drains often end just as another thread sends.
    for burst in 0..<20 {
      DispatchQueue.concurrentPerform(iterations: threads) { sender in
        for index in 0..<valuesPerThread { emitter.emit((sender, burst * valuesPerThread + index)) }
      }
      // Every sender has returned: if a queued delivery had been stranded, or the phase
      // left "delivering", this send would be queued and not delivered before `emit`
      // returns.
      let before = received.all.count
      emitter.emit((-1, burst))
      #expect(received.all.count == before + 1, "burst \(burst) left the signal busy")
      #expect(before == (burst + 1) * threads * valuesPerThread + burst)
    }
    emitter.complete()
    let values = received.all.filter { $0.sender >= 0 }
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
    for sender in 0..<threads {
      let indices = values.filter { $0.sender == sender }.map(\.index)
      #expect(indices == Array(0..<(20 * valuesPerThread)), "sender \(sender) was reordered")
    }
  }

  @Test func aDrainThatPoppedItsQueueFinishesAndTheNextSendIsDeliveredAtOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<Int>()
    let reacting = signal.observeValues { value in
      log.append(value)
      // Nested sends are queued; the drain pops them, then finishes without the lock.
      if value == 1 {
        emitter.emit(2)
        emitter.emit(3)
      }
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    emitter.emit(1)
    #expect(log.all == [1, 2, 3])
    emitter.emit(4)
    #expect(log.all == [1, 2, 3, 4])
  }

  @Test(.cpuBound) func concurrentPropertyWritesReachTheObserverOnceEachAndItEndsOnTheLastValue() {
    let property = MutableProperty(0)
    let seen = Log<Int>()
    property.observeValues { seen.append($0) }
    let writers = 4
    let writesPerWriter = 2_000
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      for index in 1...writesPerWriter { property.value = writer * writesPerWriter + index }
    }
    let values = seen.all
    #expect(values.count == 1 + writers * writesPerWriter)
    #expect(values.last == property.value)
    for writer in 0..<writers {
      let own = values.filter { ($0 - 1) / writesPerWriter == writer && $0 > 0 }
      #expect(own == Array((writer * writesPerWriter + 1)...((writer + 1) * writesPerWriter)))
    }
    // Idle again: a write is delivered before the setter returns.
    property.value = -1
    #expect(seen.all.last == -1)
  }
}
