import Signals
import SignalsTesting
import Testing

@Suite struct ReduceTests {
  @Test func forwardsTheResultThenCompletesWhenTheSignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(0, +))
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events.isEmpty)
    emitter.complete()
    #expect(recorder.events == [.value(3), .completed])
  }

  @Test func reduceIntoUpdatesTheAccumulatorInPlace() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(into: Set<Int>()) { $0.insert($1) })
    emitter.emit(1)
    emitter.emit(1)
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value([1, 2]), .completed])
  }

  @Test func forwardsTheInitialValueWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(42, +))
    emitter.complete()
    #expect(recorder.events == [.value(42), .completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func forwardsNoResultWhenTheSignalDoesNotComplete(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(0, +))
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func ignoresEventsAfterCompletion() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(0, +))
    emitter.emit(1)
    emitter.complete()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func stopsAccumulatingAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.reduce(0) { sum, value in
        calls.increment()
        return sum + value
      })
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events.isEmpty)
    #expect(calls.value == 1)
  }
}
