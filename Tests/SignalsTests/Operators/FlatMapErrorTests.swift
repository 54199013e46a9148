import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapErrorTests {
  @Test func aFailureIsReplacedByTheRunOfTheHandlersProducer() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.flatMapError { error in SignalProducer<Int, Never>(values: [error.code, 0]) })
    emitter.emit(1)
    emitter.fail(TestError(code: 9))
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .value(9), .value(0), .completed])
  }

  @Test(arguments: [Signal<Int, Never>.Event.completed, .interrupted])
  func otherEndsPassThroughWithoutCallingTheHandler(terminal: Signal<Int, Never>.Event) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.flatMapError { _ in
        calls.increment()
        return SignalProducer<Int, Never>(value: 0)
      })
    emitter.send(terminal.mapError { _ -> TestError in })
    #expect(recorder.events == [terminal])
    #expect(calls.value == 0)
  }

  @Test func disposingTheResultInterruptsTheReplacementRun() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let ended = Counter()
    let recorder = EventRecorder(
      signal.flatMapError { _ in
        SignalProducer<Int, Never> { _, lifetime in lifetime.observeEnded { ended.increment() } }
      })
    emitter.fail(TestError())
    #expect(ended.value == 0)
    recorder.stopObserving()
    #expect(ended.value == 1)
  }
}
