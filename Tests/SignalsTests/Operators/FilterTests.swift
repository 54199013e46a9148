import Signals
import SignalsTesting
import Testing

@Suite struct FilterTests {
  @Test func forwardsOnlyIncludedValues() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.filter { $0.isMultiple(of: 2) })
    for value in 1...6 { emitter.emit(value) }
    #expect(recorder.values == [2, 4, 6])
  }

  @Test func forwardsNothingWhenNoValueIsIncluded() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.filter { _ in false })
    emitter.emit(1)
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.filter { _ in true })
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresLaterValues(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.filter { $0 > 0 })
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func stopsCallingPredicateAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.filter { _ in
        calls.increment()
        return true
      })
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(calls.value == 1)
  }

  @Test func callsPredicateOncePerValueWhateverTheNumberOfObservers() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let filtered = signal.filter { _ in
      calls.increment()
      return true
    }
    let first = EventRecorder(filtered)
    let second = EventRecorder(filtered)
    emitter.emit(1)
    #expect(first.values == [1])
    #expect(second.values == [1])
    #expect(calls.value == 1)
  }
}
