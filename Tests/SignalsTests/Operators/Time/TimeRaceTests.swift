import Dispatch
import OffThePool
import Signals
import Testing

/// Time operators on a real `QueueScheduler`, with timers firing while four threads send:
/// the cases `TestScheduler` cannot produce, where a timer and an event race for the same
/// state. Bounded in count; the timing only varies the interleavings, and nothing asserted
/// depends on how fast the machine is.
@Suite struct TimeRaceTests {
  static let senders = 4
  static let valuesPerSender = 200
  /// Only a broken operator waits this long, and a failure must not hang CI.
  static var timeout: DispatchTime { .now() + .seconds(20) }

  typealias Operator =
    @Sendable (Signal<Int, TestError>, QueueScheduler) -> Signal<
      Int, TestError
    >

  static let operators: [(name: String, apply: Operator)] = [
    ("delay", { $0.delay(.microseconds(50), on: $1) }),
    ("debounce", { $0.debounce(.microseconds(50), on: $1) }),
    ("throttle", { $0.throttle(.microseconds(50), on: $1) }),
    ("timeout", { $0.timeout(after: .seconds(30), raising: TestError(code: 9), on: $1) }),
    ("take(for:)", { $0.take(for: .seconds(30), on: $1) }),
  ]

  @Test(.cpuBound, arguments: operators.map(\.name))
  func concurrentSendsAndTimersKeepTheGrammarAndEndWithTheLastValue(name: String) throws {
    let apply = try #require(Self.operators.first { $0.name == name }).apply
    let scheduler = QueueScheduler(name: "test.time-race.\(name)")
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let monitor = DeliveryMonitor()
    let values = Log<Int>()
    let ended = DispatchSemaphore(value: 0)
    monitor.observe(apply(signal, scheduler)) { event in
      if let value = event.value { values.append(value) }
      if event.isTerminating { ended.signal() }
    }
    DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
      for index in 0..<Self.valuesPerSender {
        emitter.emit(sender * Self.valuesPerSender + index)
      }
    }
    emitter.emit(-1)  // Sent last, by one thread, after every other send returned.
    emitter.complete()
    #expect(ended.wait(timeout: Self.timeout) == .success)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
    // Every one of these operators forwards the last value before completion: delay,
    // timeout and take(for:) forward all, debounce sends the pending one on completion,
    // and throttle's last window ends with the latest value.
    #expect(values.all.last == -1)
  }

  @Test(.cpuBound) func delayKeepsEverySendersOrderWhileItsTimersFire() {
    let scheduler = QueueScheduler(name: "test.time-race.delay-order")
    let (signal, emitter) = Signal<(sender: Int, index: Int), Never>.pipe()
    let received = Log<(sender: Int, index: Int)>()
    let ended = DispatchSemaphore(value: 0)
    signal.delay(.microseconds(20), on: scheduler).observe { event in
      if let value = event.value { received.append(value) }
      if event.isTerminating { ended.signal() }
    }
    DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
      for index in 0..<Self.valuesPerSender { emitter.emit((sender, index)) }
    }
    emitter.complete()
    #expect(ended.wait(timeout: Self.timeout) == .success)
    expectEverySendersOrder(
      received.all, senders: Self.senders, valuesPerSender: Self.valuesPerSender)
  }

  @Test(.cpuBound, arguments: operators.map(\.name))
  func disposingWhileTimersFireStopsDeliveryOnceTheQueueHasCaughtUp(name: String) throws {
    let apply = try #require(Self.operators.first { $0.name == name }).apply
    let scheduler = QueueScheduler(name: "test.time-race.dispose.\(name)")
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let monitor = DeliveryMonitor()
    let count = Log<Int>()
    let observation = monitor.observe(apply(signal, scheduler)) { _ in count.append(0) }
    DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
      for index in 0..<Self.valuesPerSender {
        if sender == 0 && index == Self.valuesPerSender / 2 { observation.dispose() }
        emitter.emit(index)
      }
    }
    // Work scheduled before the marker, or due before it, has run once the marker has.
    let caughtUp = DispatchSemaphore(value: 0)
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) {
      caughtUp.signal()
    }
    #expect(caughtUp.wait(timeout: Self.timeout) == .success)
    let deliveredByThen = count.all.count
    emitter.emit(1)
    emitter.complete()
    let drained = DispatchSemaphore(value: 0)
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) {
      drained.signal()
    }
    #expect(drained.wait(timeout: Self.timeout) == .success)
    #expect(count.all.count == deliveredByThen)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 0)
  }
}
