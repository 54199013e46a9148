import Signals
import SignalsTesting
import Testing

/// The operators that take a second producer also take one written by its static members
/// alone, as ReactiveSwift code does: `.never`, `.empty`, `.init(value:)`. Each of these
/// lines failed to compile when the only overload took `some SignalProducerConvertible`.
@Suite struct ProducerContextualLookupTests {
  @Test func concatTakesAProducerWrittenByItsStaticMembers() {
    let producer = SignalProducer<Int, Never>(value: 1)
    #expect(
      EventRecorder(producer.concat(.init(value: 2))).events == [.value(1), .value(2), .completed])
    #expect(EventRecorder(producer.concat(.empty)).events == [.value(1), .completed])
    #expect(EventRecorder(producer.concat(.never)).events == [.value(1)])
  }

  @Test func prefixThenAndMergeTakeAProducerWrittenByItsStaticMembers() {
    let producer = SignalProducer<Int, Never>(value: 3)
    #expect(
      EventRecorder(producer.prefix(.init(values: [1, 2]))).events
        == [.value(1), .value(2), .value(3), .completed])
    #expect(
      EventRecorder(producer.then(.init(value: "done"))).events == [.value("done"), .completed])
    #expect(EventRecorder(producer.merge(with: .empty)).events == [.value(3), .completed])
  }

  @Test func aSignalStillGoesToTheConvertibleForm() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer<Int, Never>(value: 1).concat(signal))
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }
}
