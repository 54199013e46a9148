import Signals
import SignalsTesting
import Testing

@Suite struct LazyMapTests {
  @Test func onlyTheLatestValueWaitingIsTransformedOnTheScheduler() {
    let scheduler = TestScheduler()
    let transformed = Log<Int>()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.lazyMap(on: scheduler) { value in
        transformed.append(value)
        return value * 10
      })
    emitter.emit(1)
    emitter.emit(2)
    #expect(transformed.all.isEmpty)
    scheduler.advance()
    #expect(transformed.all == [2])
    #expect(recorder.events == [.value(20)])
    emitter.emit(3)
    scheduler.advance()
    #expect(transformed.all == [2, 3])
    #expect(recorder.events == [.value(20), .value(30)])
  }

  @Test func completionWaitsForTheTransformStillToRun() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 + 1 })
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events.isEmpty)
    scheduler.advance()
    #expect(recorder.events == [.value(2), .completed])
  }

  @Test func aFailureIsForwardedAtOnceAndTheWaitingTransformIsCancelled() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 + 1 })
    emitter.emit(1)
    emitter.fail(TestError(code: 1))
    #expect(recorder.events == [.failed(TestError(code: 1))])
    scheduler.advance()
    #expect(recorder.events == [.failed(TestError(code: 1))])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aProducersRunTransformsItsLatestValue() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer<Int, Never>(values: [1, 2, 3]).lazyMap(on: scheduler) { $0 * 10 })
    scheduler.advance()
    #expect(recorder.events == [.value(30), .completed])
  }
}
