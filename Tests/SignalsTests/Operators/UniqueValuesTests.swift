import Signals
import SignalsTesting
import Testing

@Suite struct UniqueValuesTests {
  @Test func forwardsOnlyValuesNotSeenBefore() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.uniqueValues())
    for value in [1, 2, 1, 3, 2] { emitter.emit(value) }
    emitter.complete()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func comparesByTheGivenKey() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(signal.uniqueValues { $0.lowercased() })
    for value in ["a", "B", "A", "b", "c"] { emitter.emit(value) }
    #expect(recorder.values == ["a", "B", "c"])
  }

  @Test func eachProducerRunStartsWithNothingSeen() {
    let producer = SignalProducer<Int, Never>(values: [1, 1, 2]).uniqueValues()
    #expect(EventRecorder(producer).values == [1, 2])
    #expect(EventRecorder(producer).values == [1, 2])
  }

  @Test(arguments: TerminalCase.allCases)
  func terminalEventsPassThrough(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.uniqueValues())
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func theKeyIsAskedOncePerValue() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let asked = Counter()
    let recorder = EventRecorder(
      signal.uniqueValues { value in
        asked.increment()
        return value.count
      })
    for value in ["a", "bb", "c"] { emitter.emit(value) }
    #expect(recorder.values == ["a", "bb"])
    #expect(asked.value == 3)
  }
}
