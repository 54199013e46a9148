import Signals
import SignalsTesting
import Testing

@Suite struct CombinePreviousTests {
  @Test func pairsEachValueWithThePreviousStartingFromTheInitial() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(0).map { "\($0.0)>\($0.1)" })
    emitter.emit(1)
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value("0>1"), .value("1>2"), .completed])
  }

  @Test func withoutAnInitialTheFirstValueOnlyBecomesThePrevious() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.combinePrevious().map { "\($0.0)>\($0.1)" })
    emitter.emit(1)
    #expect(recorder.values.isEmpty)
    emitter.emit(2)
    emitter.emit(3)
    #expect(recorder.values == ["1>2", "2>3"])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func terminalEventsPassThrough(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(0).map { $0.1 })
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func eachProducerRunStartsFromTheInitial() {
    let producer = SignalProducer<Int, Never>(values: [1, 2]).combinePrevious(0)
      .map { "\($0.0)>\($0.1)" }
    #expect(EventRecorder(producer).values == ["0>1", "1>2"])
    #expect(EventRecorder(producer).values == ["0>1", "1>2"])
  }

  @Test func aNilInitialOfAnOptionalValueIsPairedWithTheFirstValue() {
    let (signal, emitter) = Signal<Int?, TestError>.pipe()
    let recorder = EventRecorder(
      signal.combinePrevious(nil).map { "\($0.0 as Any)>\($0.1 as Any)" })
    emitter.emit(1)
    #expect(recorder.values == ["nil>Optional(1)"])
  }
}
