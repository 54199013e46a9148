import Signals
import SignalsTesting
import Testing

@Suite struct BooleansTests {
  @Test func negateForwardsTheOpposite() {
    let (signal, emitter) = Signal<Bool, TestError>.pipe()
    let recorder = EventRecorder(signal.negate())
    emitter.emit(true)
    emitter.emit(false)
    emitter.complete()
    #expect(recorder.events == [.value(false), .value(true), .completed])
  }

  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func andAndOrCombineTheLatestValues(left: Bool, right: Bool) {
    let (a, aEmitter) = Signal<Bool, TestError>.pipe()
    let (b, bEmitter) = Signal<Bool, TestError>.pipe()
    let and = EventRecorder(a.and(b))
    let or = EventRecorder(a.or(b))
    aEmitter.emit(left)
    #expect(and.values.isEmpty)
    bEmitter.emit(right)
    #expect(and.values == [left && right])
    #expect(or.values == [left || right])
  }

  @Test func allIsTrueOnlyWhenEveryLatestValueIs() {
    let emitters = (0..<3).map { _ in Emitter<Bool, TestError>() }
    let recorder = EventRecorder(Signal.all(emitters.map(\.signal)))
    for emitter in emitters { emitter.emit(true) }
    emitters[1].emit(false)
    #expect(recorder.values == [true, false])
  }

  @Test func anyIsTrueWhenOneLatestValueIs() {
    let emitters = (0..<3).map { _ in Emitter<Bool, TestError>() }
    let recorder = EventRecorder(Signal.any(emitters.map(\.signal)))
    for emitter in emitters { emitter.emit(false) }
    emitters[2].emit(true)
    #expect(recorder.values == [false, true])
  }

  // A hot signal has nobody to send a value to when it is made, so the signal forms only
  // complete; a run of the producer forms has its observer, and gets vacuous truth.
  @Test func allAndAnyOfNoProducersSendTrueAndFalseThenComplete() {
    let none: [SignalProducer<Bool, TestError>] = []
    #expect(EventRecorder(SignalProducer.all(none)).events == [.value(true), .completed])
    #expect(EventRecorder(SignalProducer.any(none)).events == [.value(false), .completed])
  }

  @Test func allAndAnyOfNoSignalsCompleteAtOnce() {
    #expect(EventRecorder(Signal<Bool, TestError>.all([])).events == [.completed])
    #expect(EventRecorder(Signal<Bool, TestError>.any([])).events == [.completed])
  }

  @Test func aFailureOfAnInputFailsTheResult() {
    let (a, aEmitter) = Signal<Bool, TestError>.pipe()
    let (b, bEmitter) = Signal<Bool, TestError>.pipe()
    let recorder = EventRecorder(a.and(b))
    aEmitter.fail(TestError(code: 1))
    bEmitter.emit(true)
    #expect(recorder.events == [.failed(TestError(code: 1))])
  }

  @Test func producersCombineTheirRuns() {
    let yes = SignalProducer<Bool, Never>(value: true)
    let no = SignalProducer<Bool, Never>(value: false)
    #expect(EventRecorder(yes.negate()).values == [false])
    #expect(EventRecorder(yes.and(no)).values == [false])
    #expect(EventRecorder(yes.or(no)).values == [true])
    #expect(EventRecorder(SignalProducer.all([yes, yes])).values == [true])
    #expect(EventRecorder(SignalProducer.any([no, no])).values == [false])
  }

  @Test func variadicAllAndAnyMatchTheSequenceForms() {
    let (a, aEmitter) = Signal<Bool, TestError>.pipe()
    let (b, bEmitter) = Signal<Bool, TestError>.pipe()
    let all = EventRecorder(Signal.all(a, b))
    let any = EventRecorder(Signal.any(a, b))
    aEmitter.emit(true)
    bEmitter.emit(false)
    #expect(all.values == [false])
    #expect(any.values == [true])
  }
}
