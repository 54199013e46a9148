import Signals
import SignalsTesting
import Testing

@Suite struct CollectEveryTests {
  @Test func forwardsWhatArrivedInEachIntervalEmptyOnesIncluded() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler))
    emitter.emit(1)
    emitter.emit(2)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [[1, 2]])
    scheduler.advance(by: .seconds(1))
    emitter.emit(3)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[1, 2], [], [3]])
  }

  @Test func skipEmptyForwardsNoEmptyArray() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true))
    scheduler.advance(by: .seconds(2))
    emitter.emit(1)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[1]])
  }

  @Test(arguments: [true, false])
  func completionDropsOrForwardsWhatIsLeftAndStopsTheTimer(discards: Bool) {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: discards))
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == (discards ? [.completed] : [.value([1]), .completed]))
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func failureIsForwardedAtOnce() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler))
    emitter.emit(1)
    emitter.fail(TestError())
    #expect(recorder.events == [.failed(TestError())])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func interruptingARunStopsItsTimer() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer<Int, Never>.never.collect(every: .seconds(1), on: scheduler))
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[]])
    recorder.interrupt()
    #expect(recorder.isInterrupted)
    #expect(scheduler.pendingActionCount == 0)
  }
}
