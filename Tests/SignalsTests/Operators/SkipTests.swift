import Signals
import SignalsTesting
import Testing

@Suite struct SkipTests {
  @Test func skipsTheFirstValuesThenForwardsTheRest() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(first: 2))
    for value in 1...4 { emitter.emit(value) }
    #expect(recorder.values == [3, 4])
  }

  @Test(arguments: [0, -1, Int.min])
  func skipsNothingForACountOfZeroOrLess(count: Int) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(first: count))
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [1, 2])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventWhileStillSkipping(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(first: 5))
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(first: 1))
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func forwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(first: 1))
    emitter.emit(1)
    emitter.emit(2)
    recorder.stopObserving()
    emitter.emit(3)
    #expect(recorder.events == [.value(2)])
  }

  @Test func whileSkipsValuesUntilTheFirstThatFailsThePredicate() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(while: { $0 < 3 }))
    for value in [1, 2, 3, 4] { emitter.emit(value) }
    #expect(recorder.values == [3, 4])
  }

  @Test func whileForwardsLaterValuesEvenIfTheyMatchAgain() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(while: { $0 < 3 }))
    for value in [1, 3, 1, 2] { emitter.emit(value) }
    #expect(recorder.values == [3, 1, 2])
  }

  @Test func whileStopsCallingThePredicateOnceItFails() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.skip(while: { value in
        calls.increment()
        return value < 3
      }))
    for value in [1, 3, 1, 2] { emitter.emit(value) }
    #expect(recorder.values == [3, 1, 2])
    #expect(calls.value == 2)
  }

  @Test(arguments: TerminalCase.allCases)
  func whileForwardsTerminalEventWhileStillSkipping(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(while: { _ in true }))
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func whileStopsCallingThePredicateAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.skip(while: { _ in
        calls.increment()
        return true
      }))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    #expect(recorder.events.isEmpty)
    #expect(calls.value == 1)
  }
}
