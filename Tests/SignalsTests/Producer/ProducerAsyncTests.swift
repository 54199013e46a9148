import Signals
import SignalsTesting
import Testing

/// Producers of async work on a `TestScheduler` that hosts their tasks: each step runs
/// when the test advances the scheduler, so nothing here waits or polls.
@Suite struct ProducerAsyncTests {
  @Test func asyncWorkSendsItsResultThenCompletes() {
    let scheduler = TestScheduler()
    let recorder = scheduler.withAsyncWork {
      EventRecorder(SignalProducer<Int, Never> { () async in 42 })
    }
    #expect(recorder.events == [])
    scheduler.advance()
    #expect(recorder.events == [.value(42), .completed])
  }

  @Test func asyncWorkThatThrowsFails() {
    let scheduler = TestScheduler()
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, TestError> { () async throws(TestError) in throw TestError(code: 8) })
    }
    scheduler.advance()
    #expect(recorder.events == [.failed(TestError(code: 8))])
  }

  @Test func eachStartRunsTheWorkAgain() {
    let scheduler = TestScheduler()
    let runs = Counter()
    let producer = SignalProducer<Int, Never> { () async in
      runs.increment()
      return 1
    }
    let (first, second) = scheduler.withAsyncWork {
      (EventRecorder(producer), EventRecorder(producer))
    }
    scheduler.advance()
    #expect(runs.value == 2)
    #expect(first.isCompleted && second.isCompleted)
  }

  @Test func interruptingCancelsTheTaskAndDropsItsLateResult() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let steps = Log<String>()
    let recorder = scheduler.withAsyncWork {
      EventRecorder(
        SignalProducer<Int, Never> { () async in
          steps.append("started")
          try? await clock.sleep(for: .seconds(60))
          steps.append(Task.isCancelled ? "saw its cancellation" : "slept")
          return 99
        })
    }
    scheduler.advance()
    #expect(steps.all == ["started"])
    recorder.interrupt()
    scheduler.advance()
    #expect(steps.all == ["started", "saw its cancellation"])
    #expect(recorder.events == [.interrupted])
  }

  @Test func anAsyncSequenceSendsEveryElementThenCompletes() {
    let scheduler = TestScheduler()
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let recorder = scheduler.withAsyncWork { EventRecorder(SignalProducer(stream)) }
    scheduler.advance()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func interruptingAnAsyncSequenceRunEndsItsIteration() {
    let scheduler = TestScheduler()
    let terminated = Counter()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { _ in terminated.increment() }
    let recorder = scheduler.withAsyncWork { EventRecorder(SignalProducer(stream)) }
    continuation.yield(1)
    scheduler.advance()
    #expect(recorder.values == [1])
    recorder.interrupt()
    scheduler.advance()
    #expect(terminated.value == 1)
    continuation.yield(2)
    scheduler.advance()
    #expect(recorder.events == [.value(1), .interrupted])
  }

  @Test func withoutAHostTheWorkRunsOnTheGlobalExecutor() async {
    let value = await SignalProducer<Int, Never> { () async in 2 }.values.first { _ in true }
    #expect(value == 2)
  }
}
