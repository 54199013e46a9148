import Signals
import SignalsTesting
import Testing

@Suite struct ScanMapTests {
  @Test func forwardsTheOutputAndKeepsTheStateApart() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.scanMap(0) { total, value in (total + value, "\(total)+\(value)") })
    emitter.emit(2)
    emitter.emit(3)
    emitter.complete()
    #expect(recorder.events == [.value("0+2"), .value("2+3"), .completed])
  }

  @Test func theInPlaceFormUpdatesTheState() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(
      signal.scanMap(into: [String]()) { seen, value in
        seen.append(value)
        return seen.joined()
      })
    emitter.emit("a")
    emitter.emit("b")
    #expect(recorder.values == ["a", "ab"])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func terminalEventsPassThrough(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scanMap(0) { ($0 + $1, $0) })
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func eachProducerRunStartsFromTheInitialState() {
    let producer = SignalProducer<Int, Never>(values: [2, 3]).scanMap(0) { ($0 + $1, $0 + $1) }
    #expect(EventRecorder(producer).values == [2, 5])
    #expect(EventRecorder(producer).values == [2, 5])
  }
}
