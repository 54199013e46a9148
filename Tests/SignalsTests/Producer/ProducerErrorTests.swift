import Signals
import SignalsTesting
import Testing

@Suite struct ProducerErrorTests {
  @Test func flatMapErrorReplacesAFailureWithTheHandlersRun() {
    let recorder = EventRecorder(
      SignalProducer<Int, TestError>(values: [1])
        .concat(SignalProducer(error: TestError(code: 2)))
        .flatMapError { error in SignalProducer<Int, Never>(value: error.code * 100) })
    #expect(recorder.events == [.value(1), .value(200), .completed])
  }

  @Test func flatMapErrorLetsOtherEndingsThrough() {
    let handled = Counter()
    let handler: @Sendable (TestError) -> SignalProducer<Int, Never> = { _ in
      handled.increment()
      return .empty
    }
    let completed = EventRecorder(SignalProducer<Int, TestError>(value: 1).flatMapError(handler))
    let interrupted = EventRecorder(SignalProducer<Int, TestError>.never.flatMapError(handler))
    interrupted.interrupt()
    #expect(completed.events == [.value(1), .completed])
    #expect(interrupted.events == [.interrupted])
    #expect(handled.value == 0)
  }

  @Test(arguments: [0, 1, 3])
  func retryStartsAgainUpToTheCountThenFails(count: Int) {
    let attempts = Counter()
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      attempts.increment()
      observer.emit(attempts.value)
      observer.fail(TestError(code: attempts.value))
    }
    let recorder = EventRecorder(flaky.retry(upTo: count))
    #expect(attempts.value == count + 1)
    #expect(recorder.values == Array(1...(count + 1)))
    #expect(recorder.failure == TestError(code: count + 1))
  }

  @Test func retryStopsRetryingOnceARunSucceeds() {
    let attempts = Counter()
    let flaky = SignalProducer<String, TestError> { observer, _ in
      attempts.increment()
      if attempts.value < 3 { return observer.fail(TestError()) }
      observer.emit("ok")
      observer.complete()
    }
    let recorder = EventRecorder(flaky.retry(upTo: 5))
    #expect(recorder.events == [.value("ok"), .completed])
    #expect(attempts.value == 3)
  }

  @Test func interruptingARetryingRunInterruptsTheCurrentAttempt() {
    let cleanups = Counter()
    let pending = SignalProducer<Int, TestError> { _, lifetime in
      lifetime.observeEnded { cleanups.increment() }
    }
    let recorder = EventRecorder(pending.retry(upTo: 2))
    recorder.interrupt()
    #expect(recorder.events == [.interrupted])
    #expect(cleanups.value == 1)
  }
}
