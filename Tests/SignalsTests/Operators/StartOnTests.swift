import Signals
import SignalsTesting
import Testing

@Suite struct StartOnTests {
  @Test func theStartHandlerRunsOnlyWhenTheSchedulerRunsIt() {
    let scheduler = TestScheduler()
    let starts = Counter()
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts.increment()
      observer.emit(1)
      observer.complete()
    }
    let recorder = EventRecorder(producer.start(on: scheduler))
    #expect(starts.value == 0)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(starts.value == 1)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func interruptingBeforeTheStartRanMeansItNeverRuns() {
    let scheduler = TestScheduler()
    let starts = Counter()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer<Int, Never> { _, _ in
          withExtendedLifetime(canary) { starts.increment() }
        }.start(on: scheduler))
    }()
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.run()
    #expect(starts.value == 0)
    #expect(recorder.isInterrupted)
    recorder.stopObserving()
    #expect(!watch.isAlive)
  }

  @Test func interruptingAfterTheStartRanInterruptsTheWork() {
    let scheduler = TestScheduler()
    let ended = Counter()
    let recorder = EventRecorder(
      SignalProducer<Int, Never> { observer, lifetime in
        observer.emit(1)
        lifetime.observeEnded { ended.increment() }
      }.start(on: scheduler))
    scheduler.advance()
    #expect(recorder.values == [1])
    recorder.interrupt()
    #expect(ended.value == 1)
    #expect(recorder.isInterrupted)
  }
}
