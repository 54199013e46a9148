import Signals
import SignalsTesting
import Testing

@Suite struct PersistenceTests {
  @Test func eachTimeReceivesEveryValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<Int>()
    signal.onReception § eachTime § log.append
    emitter.emit(1)
    emitter.emit(2)
    #expect(log.all == [1, 2])
  }

  @Test func onceReceivesOnlyTheFirstValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<Int>()
    let disposable = signal.onReception § once § log.append
    emitter.emit(1)
    emitter.emit(2)
    #expect(log.all == [1])
    #expect(disposable.isDisposed)
  }

  @Test func stopEndsTheObservationBeforeAQueuedValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<Int>()
    // The first observer queues 2 while 1 is in flight; the second stops on 1 and must
    // not see the queued 2 — the seed's version stopped only at the next emission.
    signal.onReception § once § { _ in emitter.emit(2) }
    signal.onReception { value in
      log.append(value)
      return .stop
    }
    emitter.emit(1)
    #expect(log.all == [1])
  }

  @Test func inAnyCaseIgnoresTheValue() {
    let (signal, emitter) = Signal<String, Never>.pipe()
    let count = Counter()
    signal.onReception § eachTime § inAnyCase § count.increment
    emitter.emit("a")
    emitter.emit("b")
    #expect(count.value == 2)
  }

  @Test func onReceptionIgnoresTerminalEvents() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<Int>()
    let disposable = signal.onReception § eachTime § log.append
    emitter.fail(TestError())
    #expect(log.all.isEmpty)
    #expect(disposable.isDisposed)
  }

  @Test func applicationOperatorAppliesRightToLeft() {
    let double = { @Sendable (value: Int) in value * 2 }
    let increment = { @Sendable (value: Int) in value + 1 }
    #expect((double § increment § 3) == 8)
  }
}
