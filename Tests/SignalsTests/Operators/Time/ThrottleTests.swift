import Signals
import SignalsTesting
import Testing

@Suite struct ThrottleTests {
  @Test func theFirstValueGoesAtOnceAndTheLatestAtTheEndOfTheWindow() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    #expect(recorder.values == [1])
    scheduler.advance(by: .milliseconds(30))
    emitter.emit(2)
    emitter.emit(3)
    scheduler.advance(by: .milliseconds(69))
    #expect(recorder.values == [1])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [1, 3])
    // The value at the end of a window opened the next one.
    emitter.emit(4)
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.values == [1, 3])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [1, 3, 4])
    // A window with nothing waiting closes: the next value goes at once.
    scheduler.advance(by: .milliseconds(100))
    #expect(scheduler.pendingActionCount == 0)
    emitter.emit(5)
    #expect(recorder.values == [1, 3, 4, 5])
  }

  @Test func completionSendsTheWaitingValueFirst() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer<Int, Never>(values: [1, 2, 3]).throttle(.milliseconds(100), on: scheduler))
    #expect(recorder.events == [.value(1), .value(3), .completed])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func failureIsForwardedAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.throttle(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    emitter.emit(2)
    emitter.fail(TestError())
    #expect(recorder.events == [.value(1), .failed(TestError())])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingTheObservationCancelsAndReleasesTheWindow() {
    expectDisposingCancelsAndReleases(
      { signal, scheduler in signal.throttle(.milliseconds(100), on: scheduler) },
      sending: [1, 2], delivers: [1])
  }

  @Test func interruptingARunCancelsAndReleasesItsWindow() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(signal).throttle(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    emitter.emit(1)
    emitter.emit(2)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    scheduler.run()
    #expect(recorder.events == [.value(1), .interrupted])
  }

  @Test func aCompletedRunReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1, 2]).throttle(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    #expect(recorder.isCompleted)
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
  }

  @Test func aSignalAndAProducerGiveTheSameEvents() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let fromSignal = EventRecorder(signal.throttle(.milliseconds(100), on: scheduler))
    let fromProducer = EventRecorder(
      SignalProducer(signal).throttle(.milliseconds(100), on: scheduler))
    for value in 1...5 {
      emitter.emit(value)
      scheduler.advance(by: .milliseconds(40))
    }
    emitter.complete()
    #expect(fromSignal.events == [.value(1), .value(3), .value(5), .completed])
    #expect(fromProducer.events == fromSignal.events)
  }
}
