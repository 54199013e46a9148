import Signals
import SignalsTesting
import Testing

@Suite struct ProducerFactoryTests {
  @Test func valueSendsOneValueThenCompletes() {
    #expect(EventRecorder(SignalProducer<Int, Never>(value: 7)).events == [.value(7), .completed])
  }

  @Test func valuesSendsEveryElementInOrderThenCompletes() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1...3))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func errorFailsAtOnce() {
    let recorder = EventRecorder(SignalProducer<Int, TestError>(error: TestError(code: 2)))
    #expect(recorder.events == [.failed(TestError(code: 2))])
  }

  @Test func resultSendsItsSuccessOrFailsWithItsFailure() {
    let success = EventRecorder(SignalProducer<Int, TestError>(result: .success(1)))
    let failure = EventRecorder(SignalProducer<Int, TestError>(result: .failure(TestError())))
    #expect(success.events == [.value(1), .completed])
    #expect(failure.events == [.failed(TestError())])
  }

  @Test func emptyCompletesAndNeverWaitsToBeInterrupted() {
    #expect(EventRecorder(SignalProducer<Int, Never>.empty).events == [.completed])
    let never = EventRecorder(SignalProducer<Int, Never>.never)
    #expect(never.events.isEmpty)
    never.interrupt()
    #expect(never.events == [.interrupted])
  }

  @Test func aSignalsProducerSeesWhatTheSignalSendsAfterEachStart() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    emitter.emit(0)
    let first = EventRecorder(signal.producer)
    emitter.emit(1)
    let second = EventRecorder(SignalProducer(signal))
    emitter.emit(2)
    emitter.complete()
    #expect(first.events == [.value(1), .value(2), .completed])
    #expect(second.events == [.value(2), .completed])
  }

  @Test func interruptingASignalsProducerEndsItsObservationNotTheSignal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let run = EventRecorder(signal.producer)
    let direct = EventRecorder(signal)
    run.interrupt()
    emitter.emit(1)
    #expect(run.events == [.interrupted])
    #expect(direct.events == [.value(1)])
  }

  /// A sequence that counts how many elements were read from it.
  private struct CountedNumbers: Sequence, Sendable {
    let count: Int
    let reads: Counter

    func makeIterator() -> AnyIterator<Int> {
      var next = 0
      return AnyIterator { [reads, count] in
        guard next < count else { return nil }
        next += 1
        reads.increment()
        return next
      }
    }
  }

  @Test func aRunEndedDownstreamStopsReadingItsSequence() {
    let reads = Counter()
    let numbers = CountedNumbers(count: 1_000_000, reads: reads)
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: numbers).take(first: 3))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(reads.value <= 4, "read \(reads.value) elements for a run that took 3")
  }
}
