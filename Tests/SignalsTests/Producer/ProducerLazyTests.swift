import Signals
import SignalsTesting
import Testing

/// `SignalProducer { value }` and `SignalProducer { result }`: evaluated at each start, on
/// the starting thread, before `start` returns. They once resolved to the asynchronous
/// initializer, whose value arrived later, in a task.
@Suite struct ProducerLazyTests {
  private struct Failure: Error, Equatable {}

  @Test func aClosureThatDoesNotAwaitRunsAtEachStartBeforeStartReturns() {
    let calls = Counter()
    let producer = SignalProducer<Int, Never> {
      calls.increment()
      return calls.value * 10
    }
    #expect(calls.value == 0)
    #expect(EventRecorder(producer).events == [.value(10), .completed])
    #expect(EventRecorder(producer).events == [.value(20), .completed])
    #expect(calls.value == 2)
  }

  @Test func aThrowingClosureFailsTheRun() {
    let producer = SignalProducer<Int, Failure> { () throws(Failure) -> Int in throw Failure() }
    #expect(EventRecorder(producer).events == [.failed(Failure())])
  }

  @Test func aClosureReturningAResultSendsItsSuccessOrFailure() {
    let success = SignalProducer<Int, Failure> { .success(7) }
    let failure = SignalProducer<Int, Failure> { .failure(Failure()) }
    #expect(EventRecorder(success).events == [.value(7), .completed])
    #expect(EventRecorder(failure).events == [.failed(Failure())])
  }

  /// Compiles only if the closure goes to the asynchronous initializer.
  @Test func aClosureThatAwaitsStillGoesToTheAsynchronousInitializer() async {
    let producer = SignalProducer<Int, Never> {
      await Task.yield()
      return 1
    }
    #expect(await producer.first() == 1)
  }
}
