import Signals
import SignalsTesting
import Testing

@Suite struct MaterializeTests {
  @Test func turnsValuesIntoValueEvents() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materialize())
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [.value(1), .value(2)])
  }

  @Test(arguments: TerminalCase.allCases)
  func turnsTheTerminalEventIntoAValueThenCompletes(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materialize())
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(.value(1)), .value(terminal.event()), .completed])
  }

  @Test func forwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materialize())
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(.value(1))])
  }

  @Test(arguments: TerminalCase.allCases)
  func dematerializeTurnsEventValuesBackIntoEvents(terminal: TerminalCase) {
    let (events, emitter) = Signal<Signal<Int, TestError>.Event, Never>.pipe()
    let recorder = EventRecorder(events.dematerialize())
    emitter.emit(.value(1))
    emitter.emit(terminal.event())
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func dematerializeIgnoresEverythingAfterATerminalEventValue() {
    let (events, emitter) = Signal<Signal<Int, TestError>.Event, Never>.pipe()
    let recorder = EventRecorder(events.dematerialize())
    emitter.emit(.failed(TestError(code: 3)))
    emitter.emit(.value(1))
    emitter.emit(.completed)
    #expect(recorder.events == [.failed(TestError(code: 3))])
  }

  @Test func dematerializeStopsObservingAfterATerminalEventValue() {
    let (events, emitter) = Signal<Signal<Int, TestError>.Event, Never>.pipe()
    let log = Log<String>()
    events
      .on(value: { log.append("upstream \($0)") }, disposed: { log.append("upstream disposed") })
      .dematerialize()
      .observe { log.append("\($0)") }
    emitter.emit(.completed)
    emitter.emit(.value(1))
    #expect(log.all == ["upstream completed", "completed", "upstream disposed"])
  }

  @Test(arguments: [TerminalCase.completed, .interrupted])
  func dematerializeForwardsTheEndOfTheEventSignal(terminal: TerminalCase) {
    let (events, emitter) = Signal<Signal<Int, TestError>.Event, Never>.pipe()
    let recorder = EventRecorder(events.dematerialize())
    emitter.emit(.value(1))
    emitter.send(terminal == .completed ? .completed : .interrupted)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test(arguments: TerminalCase.allCases)
  func materializeThenDematerializeGivesBackTheOriginalEvents(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let original = EventRecorder(signal)
    let roundTrip = EventRecorder(signal.materialize().dematerialize())
    emitter.emit(1)
    emitter.emit(2)
    emitter.send(terminal.event())
    #expect(roundTrip.events == [.value(1), .value(2), terminal.event()])
    #expect(roundTrip.events == original.events)
  }

  /// Found by the model-based tests, which first expected `interrupted` itself: the
  /// interruption of a run enters where the run's events start and passes through the
  /// operators threaded into it, as in ReactiveSwift, so `materialize()` reifies it.
  @Test func interruptingAMaterializedRunDeliversTheInterruptionAsAValueThenCompletes() {
    let (signal, _) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder<Signal<Int, TestError>.Event, Never>()
    let run = SignalProducer(signal).materialize().start(recorder.observer)
    run.dispose()
    #expect(recorder.events == [.value(.interrupted), .completed])
  }
}
