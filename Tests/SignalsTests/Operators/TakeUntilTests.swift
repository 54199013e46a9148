import Signals
import SignalsTesting
import Testing

@Suite struct TakeUntilTests {
  /// The two ways a trigger says "stop now".
  enum Stop: CaseIterable, Sendable {
    case value
    case completion
  }

  @Test(arguments: Stop.allCases)
  func forwardsEventsUntilTheTriggerSendsAValueOrCompletes(stop: Stop) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    emitter.emit(1)
    switch stop {
    case .value: triggerEmitter.emit()
    case .completion: triggerEmitter.complete()
    }
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func keepsGoingWhenTheTriggerIsInterrupted() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    emitter.emit(1)
    triggerEmitter.interrupt()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  @Test func keepsGoingWhenTheTriggerEmitterIsReleased() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(until: Signal<Void, Never>.pipe().signal))
    emitter.emit(1)
    #expect(recorder.events == [.value(1)])
  }

  @Test func completesAtOnceWhenTheTriggerHasAlreadyCompleted() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(until: Signal<Void, Never>.empty))
    emitter.emit(1)
    #expect(recorder.events == [.completed])
  }

  @Test func stopsObservingTheSignalOnceTriggered() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let log = Log<String>()
    signal
      .on(value: { log.append("upstream \($0)") }, disposed: { log.append("upstream disposed") })
      .take(until: trigger)
      .observe { log.append("\($0)") }
    emitter.emit(1)
    triggerEmitter.emit()
    emitter.emit(2)
    #expect(log.all == ["upstream 1", "value(1)", "completed", "upstream disposed"])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresTheTriggerAfterwards(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    emitter.emit(1)
    emitter.send(terminal.event())
    triggerEmitter.emit()
    emitter.emit(2)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func forwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    triggerEmitter.emit()
    #expect(recorder.events == [.value(1)])
  }

  @Test func forwardsEventsDuringTheLifetimeThenCompletesWhenTheTokenIsReleased() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let owner = LifetimeOwner()
    let recorder = EventRecorder(signal.take(during: owner.lifetime))
    emitter.emit(1)
    #expect(recorder.events == [.value(1)])
    owner.end()
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func completesAtOnceDuringALifetimeThatHasEnded() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(during: .ended))
    emitter.emit(1)
    #expect(recorder.events == [.completed])
  }

  @Test func keepsGoingDuringTheLifetimeThatNeverEnds() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(during: .forever))
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func stopsObservingTheSignalWhenTheLifetimeEnds() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let owner = LifetimeOwner()
    let log = Log<String>()
    signal
      .on(value: { log.append("upstream \($0)") }, disposed: { log.append("upstream disposed") })
      .take(during: owner.lifetime)
      .observe { log.append("\($0)") }
    emitter.emit(1)
    owner.end()
    emitter.emit(2)
    #expect(log.all == ["upstream 1", "value(1)", "completed", "upstream disposed"])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventBeforeTheLifetimeEnds(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let owner = LifetimeOwner()
    let recorder = EventRecorder(signal.take(during: owner.lifetime))
    emitter.emit(1)
    emitter.send(terminal.event())
    owner.end()
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func completesAfterTheCurrentValueWhenTriggeredFromAnObserver() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let taken = signal.take(until: trigger)
    let log = Log<String>()
    taken.observe { [weak emitter] event in
      log.append("first \(event)")
      if event == .value(1) {
        triggerEmitter.emit()
        emitter?.emit(2)
      }
    }
    taken.observe { log.append("second \($0)") }
    emitter.emit(1)
    #expect(
      log.all == ["first value(1)", "second value(1)", "first completed", "second completed"])
  }

  @Test func completesAfterTheCurrentValueWhenTheLifetimeEndsInAnObserver() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let owner = LifetimeOwner()
    let taken = signal.take(during: owner.lifetime)
    let log = Log<String>()
    taken.observe { [weak emitter] event in
      log.append("first \(event)")
      if event == .value(1) {
        owner.end()
        emitter?.emit(2)
      }
    }
    taken.observe { log.append("second \($0)") }
    emitter.emit(1)
    #expect(
      log.all == ["first value(1)", "second value(1)", "first completed", "second completed"])
  }
}
