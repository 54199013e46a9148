import Signals
import SignalsTesting
import Testing

@Suite struct CompactMapTests {
  @Test func forwardsOnlyNonNilResults() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.compactMap { Int($0) })
    emitter.emit("1")
    emitter.emit("one")
    emitter.emit("3")
    #expect(recorder.values == [1, 3])
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.compactMap { Int($0) })
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresLaterValues(terminal: TerminalCase) {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.compactMap { Int($0) })
    emitter.emit("1")
    emitter.emit("x")
    emitter.send(terminal.event())
    emitter.emit("2")
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func stopsTransformingAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.compactMap { value -> Int? in
        calls.increment()
        return value
      })
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(calls.value == 1)
  }

  @Test func skipNilForwardsOnlyWrappedValues() {
    let (signal, emitter) = Signal<Int?, TestError>.pipe()
    let recorder = EventRecorder(signal.skipNil())
    emitter.emit(nil)
    emitter.emit(1)
    emitter.emit(nil)
    emitter.emit(2)
    #expect(recorder.values == [1, 2])
  }

  @Test func skipNilRemovesOnlyTheOuterLayerOfNestedOptionals() {
    let (signal, emitter) = Signal<Int??, TestError>.pipe()
    let recorder = EventRecorder(signal.skipNil())
    emitter.emit(.none)
    emitter.emit(.some(.none))
    emitter.emit(.some(.some(1)))
    #expect(recorder.values == [nil, 1])
  }

  @Test(arguments: TerminalCase.allCases)
  func skipNilForwardsTerminalEvent(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int?, TestError>.pipe()
    let recorder = EventRecorder(signal.skipNil())
    emitter.emit(nil)
    emitter.send(terminal.event())
    emitter.emit(1)
    #expect(recorder.events == [terminal.event()])
  }
}
