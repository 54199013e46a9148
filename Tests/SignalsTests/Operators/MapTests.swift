import Signals
import SignalsTesting
import Testing

@Suite struct MapTests {
  @Test func transformsEachValue() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.map { "\($0 * 10)" })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == ["10", "20"])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventUnchanged(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.map { $0 + 1 })
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(2), terminal.event()])
  }

  @Test func stopsTransformingAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let disposable = signal.map { value in
      calls.increment()
      return value
    }.observeValues { _ in }
    emitter.emit(1)
    disposable.dispose()
    emitter.emit(2)
    #expect(calls.value == 1)
  }
}

@Suite struct MapValueAndKeyPathTests {
  @Test func mapValueReplacesEachValue() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.map(value: "x"))
    emitter.emit(1)
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value("x"), .value("x"), .completed])
    #expect(
      EventRecorder(SignalProducer<Int, Never>(values: [1, 2]).map(value: 0)).values == [0, 0])
  }

  @Test func aKeyPathMapsLikeAClosure() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.map(\.count))
    emitter.emit("abc")
    #expect(recorder.values == [3])
    #expect(EventRecorder(SignalProducer<String, Never>(value: "ab").map(\.count)).values == [2])
  }
}
