import Foundation
import Signals
import SignalsTesting
import Testing

@Suite struct TestSchedulerAsyncWorkTests {
  @Test func hostedWorkRunsOnlyWhenTheSchedulerAdvancesAndOnTheAdvancingThread() {
    let scheduler = TestScheduler()
    let ranOn = Locked.make([UInt]())
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          ranOn.withLock { $0.append(currentThreadID) }
          return 7
        })
    }
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.value(7), .completed])
    #expect(ranOn.withLock { $0 } == [currentThreadID])
  }

  @Test func workStartedByAScheduledActionIsHostedWithoutWrapping() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder<Int, Never>()
    scheduler.schedule {
      recorder.start(SignalProducer { () async in 5 })
    }
    scheduler.advance()
    #expect(recorder.events == [.value(5), .completed])
  }

  @Test func bindAsyncOnTheSchedulerDeliversOnlyTheLatestAnswer() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let text = ResultSignal<String, Never>()
    let hits = text.bindAsync { query async -> String in
      try? await clock.sleep(for: .seconds(1))
      return "hits for \(query)"
    }
    let seen = Locked.make([String]())
    hits.next { value in seen.withLock { $0.append(value) } }
    scheduler.withAsyncWork {
      text.update(.success("sw"))
      text.update(.success("swift"))
    }
    scheduler.advance(by: .seconds(1))
    #expect(seen.withLock { $0 } == ["hits for swift"])
  }

  @Test func settleWaitsForAnAnswerFromAnotherThreadWithoutMovingTime() async {
    let scheduler = TestScheduler()
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: 3) }.start()
          }
        })
    }
    #expect(await scheduler.settle())
    #expect(recorder.events == [.value(3), .completed])
    #expect(scheduler.now.offset == .zero)
  }

  @Test func settleReturnsOnceTheWorkSleepsOnTheClock() async {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          let first = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: 1) }.start()
          }
          try? await clock.sleep(for: .seconds(1))
          return first + 1
        })
    }
    #expect(await scheduler.settle())
    #expect(recorder.events == [])
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.value(2), .completed])
  }

  @Test func settleReportsWorkThatNothingAnswersAfterItsTimeout() async {
    let failures = SchedulerFailures()
    let scheduler = TestScheduler(reportFailure: failures.reporter)
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let recorder = scheduler.withAsyncWork { EventRecorder(SignalProducer(stream)) }
    #expect(await scheduler.settle(timeout: .milliseconds(50)) == false)
    #expect(failures.all.count == 1)
    #expect(failures.all.first?.contains("1 hosted task(s) neither ended nor slept") == true)
    continuation.finish()
    #expect(await scheduler.settle())
    #expect(recorder.events == [.completed])
  }
}

/// The calling thread's identity, by pthread: `Thread.current` is not reliable inside a
/// job run on an executor.
private var currentThreadID: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }
