import Signals
import SignalsTesting
import Testing

@Suite struct TakeForTests {
  @Test func completesExactlyWhenTheIntervalPasses() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.take(for: .milliseconds(100), on: scheduler))
    emitter.emit(1)
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.events == [.value(1)])
    scheduler.advance(by: .milliseconds(1))
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aRunOfATimerEndsAfterTheIntervalAndReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Duration, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer.timer(interval: .milliseconds(100), on: scheduler)
          .take(for: .milliseconds(250), on: scheduler)
          .map { instant in withExtendedLifetime(canary) { instant.offset } })
    }()
    scheduler.run()
    #expect(
      recorder.events == [.value(.milliseconds(100)), .value(.milliseconds(200)), .completed])
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
  }

  @Test func interruptingARunCancelsAndReleasesItsTimer() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1]).concat(SignalProducer<Int, Never>.never)
          .take(for: .milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    #expect(recorder.events == [.value(1), .interrupted])
  }
}
