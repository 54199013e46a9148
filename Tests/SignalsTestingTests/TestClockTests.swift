import Signals
import SignalsTesting
import Testing

@Suite struct TestClockTests {
  @Test func nowIsTheSchedulersVirtualTime() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(3))
    #expect(scheduler.clock.now == scheduler.now)
    #expect(scheduler.clock.now.offset == .seconds(3))
  }

  @Test func aSleepEndsWhenTheSchedulerReachesItsDeadlineAndNotBefore() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          try? await clock.sleep(for: .seconds(2))
          return 42
        })
    }
    scheduler.advance()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: .milliseconds(1999))
    #expect(recorder.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.value(42), .completed])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func sleepsEndInOrderOfDeadlineEachAtItsInstant() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let woken = Locked.make([Duration]())
    func sleeper(_ seconds: Int) -> SignalProducer<Int, Never> {
      SignalProducer { () async in
        try? await clock.sleep(for: .seconds(seconds))
        woken.withLock { $0.append(clock.now.offset) }
        return seconds
      }
    }
    let recorder = scheduler.withAsyncWork { EventRecorder(sleeper(3).merge(with: sleeper(1))) }
    scheduler.run()
    #expect(recorder.values == [1, 3])
    #expect(woken.withLock { $0 } == [.seconds(1), .seconds(3)])
  }

  @Test func interruptingASleepingRunCancelsTheSleepAndRemovesItsWakeUp() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let sawCancellation = Locked.make(false)
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          do {
            try await clock.sleep(for: .seconds(60))
          } catch {
            sawCancellation.withLock { $0 = error is CancellationError }
          }
          return 1
        })
    }
    scheduler.advance()
    #expect(scheduler.pendingActionCount == 1)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance()
    #expect(sawCancellation.withLock { $0 })
    #expect(recorder.events == [.interrupted])
  }

  @Test func aClockPassedAsAnyClockSleepsOnVirtualTime() {
    let scheduler = TestScheduler()
    let clock: any Clock<Duration> = scheduler.clock
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<String, Never> { () async in
          try? await clock.sleep(for: .seconds(5))
          return "on"
        })
    }
    scheduler.advance(by: .seconds(4))
    #expect(recorder.values == [])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == ["on"])
  }
}
