import Dispatch
import Signals
import SignalsTesting
import Testing

@Suite struct ProducerAsyncTests {
  @Test func asyncWorkSendsItsResultThenCompletes() async {
    let recorder = EventRecorder(SignalProducer<Int, Never> { () async in 42 })
    await waitUntil { recorder.isTerminated }
    #expect(recorder.events == [.value(42), .completed])
  }

  @Test func asyncWorkThatThrowsFails() async {
    let recorder = EventRecorder(
      SignalProducer<Int, TestError> { () async throws(TestError) in throw TestError(code: 8) })
    await waitUntil { recorder.isTerminated }
    #expect(recorder.events == [.failed(TestError(code: 8))])
  }

  @Test func eachStartRunsTheWorkAgain() async {
    let runs = Counter()
    let producer = SignalProducer<Int, Never> { () async in
      runs.increment()
      return 1
    }
    let first = EventRecorder(producer)
    let second = EventRecorder(producer)
    await waitUntil { first.isTerminated && second.isTerminated }
    #expect(runs.value == 2)
  }

  @Test func interruptingCancelsTheTaskAndDropsItsLateResult() async {
    let started = DispatchSemaphore(value: 0)
    let sawCancellation = Counter()
    let finished = Counter()
    let recorder = EventRecorder(
      SignalProducer<Int, Never> { () async in
        started.signal()
        while !Task.isCancelled { await Task.yield() }
        sawCancellation.increment()
        defer { finished.increment() }
        return 99
      })
    await waitFor(started)
    recorder.interrupt()
    await waitUntil { finished.value == 1 }
    #expect(sawCancellation.value == 1)
    #expect(recorder.events == [.interrupted])
  }

  @Test func anAsyncSequenceSendsEveryElementThenCompletes() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let recorder = EventRecorder(SignalProducer(stream))
    await waitUntil { recorder.isTerminated }
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func interruptingAnAsyncSequenceRunEndsItsIteration() async {
    let terminated = Counter()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { _ in terminated.increment() }
    let recorder = EventRecorder(SignalProducer(stream))
    continuation.yield(1)
    await waitUntil { recorder.values == [1] }
    recorder.interrupt()
    await waitUntil { terminated.value == 1 }
    continuation.yield(2)
    #expect(recorder.events == [.value(1), .interrupted])
  }
}

/// Waits until `condition` holds, checking between yields, for at most ten seconds.
func waitUntil(_ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation)
  async
{
  let deadline = ContinuousClock.now + .seconds(10)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out waiting for a condition", sourceLocation: sourceLocation)
      return
    }
    await Task.yield()
  }
}

/// Waits for `semaphore` without blocking the cooperative pool, for at most ten seconds.
func waitFor(_ semaphore: DispatchSemaphore) async {
  await waitUntil { semaphore.wait(timeout: .now()) == .success }
}
