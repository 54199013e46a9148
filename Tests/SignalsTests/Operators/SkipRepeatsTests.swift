import Signals
import SignalsTesting
import Testing

@Suite struct SkipRepeatsTests {
  @Test func forwardsFirstValueAlways() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.skipRepeats { _, _ in
        calls.increment()
        return true
      })
    emitter.emit(1)
    #expect(recorder.values == [1])
    #expect(calls.value == 0)
  }

  @Test func skipsValuesEqualToThePreviousOne() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats())
    for value in [1, 1, 2, 2, 2, 1, 3, 3] { emitter.emit(value) }
    #expect(recorder.values == [1, 2, 1, 3])
  }

  @Test func comparesWithTheLastForwardedValueUsingTheGivenEquivalence() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats { $0.lowercased() == $1.lowercased() })
    for value in ["a", "A", "b", "B", "a"] { emitter.emit(value) }
    #expect(recorder.values == ["a", "b", "a"])
  }

  @Test func treatsNilAsAValueLikeAnyOther() {
    let (signal, emitter) = Signal<Int?, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats())
    for value in [nil, nil, 1, nil] { emitter.emit(value) }
    #expect(recorder.values == [nil, 1, nil])
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats())
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresLaterValues(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats())
    emitter.emit(1)
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func stopsComparingAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.skipRepeats { previous, next in
        calls.increment()
        return previous == next
      })
    emitter.emit(1)
    emitter.emit(2)
    recorder.stopObserving()
    emitter.emit(3)
    #expect(recorder.values == [1, 2])
    #expect(calls.value == 1)
  }

  @Test func comparesWithTheLastForwardedValueRatherThanTheLastReceived() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skipRepeats { abs($0 - $1) <= 1 })
    for value in [1, 2, 3, 4] { emitter.emit(value) }
    #expect(recorder.values == [1, 3])
  }
}
