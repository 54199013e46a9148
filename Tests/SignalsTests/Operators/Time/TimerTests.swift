import Signals
import SignalsTesting
import Testing

@Suite struct TimerTests {
  @Test func sendsTheSchedulersInstantEveryInterval() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer.timer(interval: .milliseconds(100), on: scheduler).map(\.offset))
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(201))
    #expect(recorder.values == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    #expect(!recorder.isTerminated)
  }

  @Test func interruptingARunStopsAndReleasesTheTimer() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<TestScheduler.Instant, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer.timer(interval: .milliseconds(100), on: scheduler)
          .on(value: { _ in withExtendedLifetime(canary) {} }))
    }()
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values.count == 1)
    #expect(scheduler.pendingActionCount == 1)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    #expect(recorder.isInterrupted)
  }

  @Test func eachRunCountsFromItsOwnStart() {
    let scheduler = TestScheduler()
    let timer = SignalProducer.timer(interval: .milliseconds(100), on: scheduler).map(\.offset)
    let first = EventRecorder(timer)
    scheduler.advance(by: .milliseconds(50))
    let second = EventRecorder(timer)
    scheduler.advance(by: .milliseconds(100))
    #expect(first.values == [.milliseconds(100)])
    #expect(second.values == [.milliseconds(150)])
    #expect(scheduler.pendingActionCount == 2)
  }
}
