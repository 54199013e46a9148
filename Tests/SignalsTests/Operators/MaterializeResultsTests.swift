import Signals
import SignalsTesting
import Testing

@Suite struct MaterializeResultsTests {
  @Test func valuesBecomeSuccessesAndAFailureBecomesAFailureValueThenCompletion() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materializeResults())
    emitter.emit(1)
    emitter.fail(TestError(code: 2))
    #expect(recorder.values == [.success(1), .failure(TestError(code: 2))])
    #expect(recorder.isCompleted)
  }

  @Test func completionAndInterruptionPassThrough() {
    let (completing, complete) = Signal<Int, TestError>.pipe()
    let completed = EventRecorder(completing.materializeResults())
    complete.complete()
    #expect(completed.events == [.completed])
    let (interrupting, interrupt) = Signal<Int, TestError>.pipe()
    let interrupted = EventRecorder(interrupting.materializeResults())
    interrupt.interrupt()
    #expect(interrupted.events == [.interrupted])
  }

  @Test func dematerializeResultsTurnsSuccessesIntoValuesAndAFailureIntoTheEnd() {
    let (signal, emitter) = Signal<Result<Int, TestError>, Never>.pipe()
    let recorder = EventRecorder(signal.dematerializeResults())
    emitter.emit(.success(1))
    emitter.emit(.failure(TestError(code: 2)))
    emitter.emit(.success(3))
    #expect(recorder.events == [.value(1), .failed(TestError(code: 2))])
  }

  @Test func aRoundTripOnAProducerGivesBackTheSameEvents() {
    let producer = SignalProducer<Int, TestError>(values: [1, 2])
      .concat(SignalProducer(error: TestError(code: 3)))
    let recorder = EventRecorder(producer.materializeResults().dematerializeResults())
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(code: 3))])
  }
}
