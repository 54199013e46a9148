import Signals
import SignalsTesting
import Testing

@Suite struct TimeoutTests {
  @Test func failsExactlyWhenTheIntervalPassesWithoutTermination() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.timeout(after: .milliseconds(100), raising: TestError(), on: scheduler))
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.value(1), .failed(TestError())])
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .failed(TestError())])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func terminatingInTimeCancelsTheTimer() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.timeout(after: .milliseconds(100), raising: TestError(), on: scheduler))
    emitter.complete()
    #expect(recorder.events == [.completed])
    #expect(scheduler.pendingActionCount == 0)
    scheduler.run()
    #expect(recorder.events == [.completed])
  }

  @Test func timingOutInterruptsTheSourceRunAndReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    // Kept alive: a pipe whose emitter is released interrupts its signal.
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let watch = CanaryWatch()
    let sourceInterrupted = Log<Bool>()
    let recorder: EventRecorder<Int, TestError> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(signal)
          .on(interrupted: { sourceInterrupted.append(true) })
          .timeout(after: .milliseconds(100), raising: TestError(), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.events == [.failed(TestError())])
    #expect(sourceInterrupted.all == [true])
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    withExtendedLifetime(emitter) {}
  }

  @Test func interruptingARunCancelsAndReleasesItsTimer() {
    let scheduler = TestScheduler()
    // Kept alive: a pipe whose emitter is released interrupts its signal.
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, TestError> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(signal)
          .timeout(after: .milliseconds(100), raising: TestError(), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    #expect(scheduler.pendingActionCount == 1)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    #expect(recorder.isInterrupted)
    withExtendedLifetime(emitter) {}
  }
}
