import Signals
import SignalsTesting
import Testing

@Suite struct FlattenTests {
  @Test func aSignalOfSignalsFlattensWithTheStrategy() {
    let (outer, outerEmitter) = Signal<Signal<Int, TestError>, TestError>.pipe()
    let inners = [Emitter<Int, TestError>(), Emitter<Int, TestError>()]
    let recorder = EventRecorder(outer.flatten(.latest))
    outerEmitter.emit(inners[0].signal)
    inners[0].emit(1)
    outerEmitter.emit(inners[1].signal)
    inners[0].emit(2)
    inners[1].emit(3)
    #expect(recorder.values == [1, 3])
  }

  @Test func aSignalOfProducersFlattensWithTheStrategy() {
    let (outer, outerEmitter) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let recorder = EventRecorder(outer.flatten(.concat))
    outerEmitter.emit(SignalProducer(values: [1, 2]))
    outerEmitter.emit(SignalProducer(value: 3))
    outerEmitter.complete()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func aProducerOfProducersFlattensWithTheStrategy() {
    let producer = SignalProducer<SignalProducer<Int, Never>, Never>(
      values: [SignalProducer(values: [1, 2]), SignalProducer(value: 3)])
    #expect(EventRecorder(producer.flatten(.merge)).values == [1, 2, 3])
  }

  @Test func aSignalOfSequencesSendsTheirElementsInOrder() {
    let (signal, emitter) = Signal<[Int], TestError>.pipe()
    let recorder = EventRecorder(signal.flatten())
    emitter.emit([1, 2])
    emitter.emit([])
    emitter.emit([3])
    emitter.fail(TestError(code: 1))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .failed(TestError(code: 1))])
  }

  @Test func aProducerOfSequencesSendsTheirElementsInOrder() {
    let producer = SignalProducer<[Int], Never>(values: [[1, 2], [3]]).flatten()
    #expect(EventRecorder(producer).events == [.value(1), .value(2), .value(3), .completed])
  }
}
