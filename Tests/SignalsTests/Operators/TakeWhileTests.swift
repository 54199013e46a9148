import Signals
import SignalsTesting
import Testing

@Suite struct TakeWhileTests {
  @Test func forwardsValuesWhileThePredicateHolds() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(while: { $0 < 3 }))
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .value(2)])
  }

  @Test func completesWithoutForwardingTheFirstValueThatFailsThePredicate() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(while: { $0 < 3 }))
    emitter.emit(1)
    emitter.emit(3)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func stopsCallingThePredicateOnceComplete() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.take(while: { value in
        calls.increment()
        return value < 3
      }))
    for value in [1, 5, 1, 1] { emitter.emit(value) }
    #expect(recorder.events == [.value(1), .completed])
    #expect(calls.value == 2)
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(while: { _ in true }))
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresLaterValues(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(while: { _ in true }))
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func stopsCallingThePredicateAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.take(while: { _ in
        calls.increment()
        return true
      }))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(calls.value == 1)
  }
}
