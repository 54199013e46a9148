import Signals
import SignalsTesting
import Testing

@Suite struct DelayTests {
  @Test func valuesAndCompletionArriveTheIntervalLaterInTheirOrder() {
    let scheduler = TestScheduler()
    let source = scheduler.signal("a-(bc)|")
    scheduler.expect(source.delay(.seconds(2), on: scheduler), toSend: "--a-(bc)|")
  }

  @Test func valuesAndCompletionArriveExactlyTheIntervalLater() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(50))
    emitter.emit(2)
    emitter.complete()
    scheduler.advance(by: .milliseconds(49))
    #expect(recorder.events.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: .milliseconds(49))
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func failureIsForwardedAtOnceAndDropsTheWaitingValues() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.delay(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    emitter.fail(TestError())
    #expect(recorder.events == [.failed(TestError())])
    #expect(scheduler.pendingActionCount == 0)
    scheduler.run()
    #expect(recorder.events == [.failed(TestError())])
  }

  @Test func interruptionIsForwardedAtOnce() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    emitter.interrupt()
    #expect(recorder.events == [.interrupted])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingTheObservationCancelsAndReleasesTheWaitingDeliveries() {
    expectDisposingCancelsAndReleases(
      { signal, scheduler in signal.delay(.milliseconds(100), on: scheduler) },
      sending: [1], delivers: [])
  }

  @Test func aCompletedRunReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1, 2]).delay(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    #expect(recorder.events.isEmpty)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
  }

  @Test func interruptingARunCancelsAndReleasesItsWaitingDeliveries() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1, 2]).delay(.milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    #expect(scheduler.pendingActionCount == 3)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    scheduler.run()
    #expect(recorder.values.isEmpty)
    #expect(recorder.isInterrupted)
  }

  @Test func aSignalAndAProducerGiveTheSameEvents() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let fromSignal = EventRecorder(signal.delay(.milliseconds(100), on: scheduler))
    let fromProducer = EventRecorder(
      SignalProducer(signal).delay(.milliseconds(100), on: scheduler))
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(30))
    emitter.emit(2)
    emitter.complete()
    scheduler.advance(by: .milliseconds(130))
    #expect(fromSignal.events == [.value(1), .value(2), .completed])
    #expect(fromProducer.events == fromSignal.events)
  }

  @Test func keepsTheOrderOfEventsWhenTheSchedulersTimersFireOutOfOrder() {
    let scheduler = HeldScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.delay(.seconds(1), on: scheduler))
    emitter.emit(1)
    emitter.emit(2)
    emitter.emit(3)
    emitter.complete()
    scheduler.runLastFirst()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }
}
