import Signals
import SignalsTesting
import Testing

@Suite struct SkipUntilTests {
  enum Open: CaseIterable, Sendable {
    case value
    case completion
  }

  @Test(arguments: Open.allCases)
  func dropsValuesUntilTheTriggerSendsAValueOrCompletes(open: Open) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.skip(until: trigger))
    emitter.emit(1)
    switch open {
    case .value: triggerEmitter.emit()
    case .completion: triggerEmitter.complete()
    }
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(2), .completed])
  }

  @Test func keepsDroppingWhenTheTriggerIsInterrupted() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.skip(until: trigger))
    triggerEmitter.interrupt()
    emitter.emit(1)
    #expect(recorder.events.isEmpty)
  }

  @Test func opensAtOnceWhenTheTriggerHasAlreadyCompleted() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.skip(until: Signal<Void, Never>.empty))
    emitter.emit(1)
    #expect(recorder.values == [1])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsATerminalEventEvenBeforeTheTrigger(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (trigger, _) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(signal.skip(until: trigger))
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func aProducerRunSkipsUntilTheTrigger() {
    let (trigger, triggerEmitter) = Signal<Void, Never>.pipe()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).skip(until: trigger))
    emitter.emit(1)
    triggerEmitter.emit()
    emitter.emit(2)
    #expect(recorder.values == [2])
  }

  @Test func aProducerTriggerIsStartedWithEachRun() {
    let scheduler = TestScheduler()
    let warmUp = SignalProducer<Void, Never>(value: ()).delay(.seconds(1), on: scheduler)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).skip(until: warmUp))
    emitter.emit(1)
    scheduler.advance(by: .seconds(1))
    emitter.emit(2)
    #expect(recorder.values == [2])
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
  }
}
