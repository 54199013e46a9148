import Signals
import SignalsTesting
import Testing

@Suite struct DebounceTests {
  @Test func aBurstIsForwardedAsItsLastValueOnceItHasStoodForTheInterval() {
    let scheduler = TestScheduler()
    let typing = scheduler.signal("ab-c----d--|")
    scheduler.expect(typing.debounce(.seconds(2), on: scheduler), toSend: "-----c----d|")
  }

  @Test func aValueIsForwardedOnceTheIntervalPassesWithoutANewerOne() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(60))
    emitter.emit(2)
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [2])
    emitter.emit(3)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values == [2, 3])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test(arguments: [true, false])
  func completionSendsTheWaitingValueFirstOnlyIfAsked(sendsPending: Bool) {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.debounce(.milliseconds(100), on: scheduler, sendsPendingOnCompletion: sendsPending))
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == (sendsPending ? [.value(1), .completed] : [.completed]))
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func failureIsForwardedAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.debounce(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    emitter.fail(TestError())
    #expect(recorder.events == [.failed(TestError())])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingTheObservationCancelsAndReleasesTheWait() {
    expectDisposingCancelsAndReleases(
      { signal, scheduler in signal.debounce(.milliseconds(100), on: scheduler) },
      sending: [1], delivers: [])
  }

  @Test func interruptingARunCancelsAndReleasesItsWait() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(signal).debounce(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    emitter.emit(1)
    #expect(scheduler.pendingActionCount == 1)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    scheduler.run()
    #expect(recorder.values.isEmpty)
    #expect(recorder.isInterrupted)
  }

  @Test func aCompletedRunReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1, 2, 3]).debounce(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    #expect(recorder.events == [.value(3), .completed])
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
  }

  @Test func aSignalAndAProducerGiveTheSameEvents() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let fromSignal = EventRecorder(signal.debounce(.milliseconds(100), on: scheduler))
    let fromProducer = EventRecorder(
      SignalProducer(signal).debounce(.milliseconds(100), on: scheduler))
    for value in 1...3 {
      emitter.emit(value)
      scheduler.advance(by: .milliseconds(50 * value))
    }
    emitter.complete()
    #expect(fromSignal.events == [.value(2), .value(3), .completed])
    #expect(fromProducer.events == fromSignal.events)
  }
}
