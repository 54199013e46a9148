import Signals
import SignalsTesting
import Testing

/// `flatten` and `then` where the two failure types differ only by `Never`: the side that
/// cannot fail is promoted. Each call here failed to compile before these overloads.
@Suite struct FlattenPromotingNeverTests {
  @Test func aSignalThatCanFailFlattensInnerSignalsThatCannot() {
    let (outer, outerEmitter) = Signal<Signal<Int, Never>, TestError>.pipe()
    let (inner, innerEmitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(outer.flatten(.latest))
    outerEmitter.emit(inner)
    innerEmitter.emit(1)
    outerEmitter.fail(TestError(code: 2))
    #expect(recorder.events == [.value(1), .failed(TestError(code: 2))])
  }

  @Test func aSignalThatCannotFailFlattensInnerSignalsAndProducersThatCan() {
    let (outer, outerEmitter) = Signal<Signal<Int, TestError>, Never>.pipe()
    let (inner, innerEmitter) = Signal<Int, TestError>.pipe()
    let signals = EventRecorder(outer.flatten(.merge))
    outerEmitter.emit(inner)
    innerEmitter.emit(1)
    innerEmitter.fail(TestError(code: 3))
    #expect(signals.events == [.value(1), .failed(TestError(code: 3))])

    let (producers, send) = Signal<SignalProducer<Int, TestError>, Never>.pipe()
    let runs = EventRecorder(producers.flatten(.concat))
    send.emit(SignalProducer(value: 4))
    send.emit(SignalProducer(error: TestError(code: 5)))
    #expect(runs.events == [.value(4), .failed(TestError(code: 5))])
  }

  @Test func aSignalThatCanFailFlattensProducersThatCannot() {
    let (producers, send) = Signal<SignalProducer<Int, Never>, TestError>.pipe()
    let recorder = EventRecorder(producers.flatten(.concat))
    send.emit(SignalProducer(values: [1, 2]))
    send.fail(TestError(code: 6))
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(code: 6))])
  }

  @Test func neitherSideCanFail() {
    let (outer, outerEmitter) = Signal<Signal<Int, Never>, Never>.pipe()
    let (inner, innerEmitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(outer.flatten(.merge))
    outerEmitter.emit(inner)
    innerEmitter.emit(7)
    #expect(recorder.events == [.value(7)])
    let producers = SignalProducer(values: [SignalProducer<Int, Never>(value: 1), .init(value: 2)])
    #expect(EventRecorder(producers.flatten(.concat)).events == [.value(1), .value(2), .completed])
  }

  @Test func producersPromoteWhicheverSideCannotFail() {
    let outerFails = SignalProducer<SignalProducer<Int, Never>, TestError>(
      value: SignalProducer(value: 1))
    #expect(EventRecorder(outerFails.flatten(.merge)).events == [.value(1), .completed])
    let innerFails = SignalProducer<SignalProducer<Int, TestError>, Never>(
      value: SignalProducer(error: TestError(code: 8)))
    #expect(EventRecorder(innerFails.flatten(.merge)).events == [.failed(TestError(code: 8))])
  }

  @Test func thenPromotesWhicheverSideCannotFail() {
    let save = SignalProducer<Int, TestError>(value: 1)
    let next = SignalProducer<String, Never>(value: "saved")
    #expect(EventRecorder(save.then(next)).events == [.value("saved"), .completed])
    #expect(
      EventRecorder(SignalProducer<Int, TestError>(error: TestError(code: 9)).then(next)).events
        == [.failed(TestError(code: 9))])

    let start = SignalProducer<Int, Never>(value: 1)
    let failing = SignalProducer<String, TestError>(error: TestError(code: 10))
    #expect(EventRecorder(start.then(failing)).events == [.failed(TestError(code: 10))])
    #expect(EventRecorder(start.then(next)).events == [.value("saved"), .completed])
  }
}

/// `flatten` of a signal of properties: each inner from its current value on. It did not
/// compile before: only signals and producers were accepted as a signal's inners.
@Suite struct FlattenPropertiesTests {
  @Test func aSignalOfPropertiesFollowsTheLatestPropertyFromItsCurrentValue() {
    let (screens, show) = Signal<Property<String>, Never>.pipe()
    let inbox = MutableProperty("Inbox")
    let archive = MutableProperty("Archive")
    let recorder = EventRecorder(screens.flatten(.latest))
    show.emit(Property(inbox))
    inbox.value = "Inbox (2)"
    show.emit(Property(archive))
    inbox.value = "Inbox (3)"
    archive.value = "Archive (1)"
    #expect(
      recorder.events == [
        .value("Inbox"), .value("Inbox (2)"), .value("Archive"), .value("Archive (1)"),
      ])
  }

  @Test func aSignalThatCanFailFlattensPropertiesAndFailsOnlyWhenItFails() {
    let (screens, show) = Signal<Property<Int>, TestError>.pipe()
    let recorder = EventRecorder(screens.flatten(.merge))
    show.emit(Property(value: 1))
    show.fail(TestError(code: 4))
    #expect(recorder.events == [.value(1), .failed(TestError(code: 4))])
  }

  @Test func signalsOfSignalsStillTakeTheirOwnOverload() {
    let (outer, outerEmitter) = Signal<Signal<Int, TestError>, TestError>.pipe()
    let (inner, innerEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(outer.flatten(.concat))
    outerEmitter.emit(inner)
    innerEmitter.emit(5)
    #expect(recorder.events == [.value(5)])
  }
}
