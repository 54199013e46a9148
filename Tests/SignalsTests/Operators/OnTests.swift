import Signals
import SignalsTesting
import Testing

@Suite struct OnTests {
  @Test func runsTheEventHookForEveryEventBeforeTheHookOfItsKind() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    signal.on(
      event: { log.append("event \($0)") }, value: { log.append("value \($0)") },
      failed: { log.append("failed \($0.code)") }
    ).observe { _ in log.append("observer") }
    emitter.emit(1)
    emitter.fail(TestError(code: 2))
    #expect(
      log.all == [
        "event value(1)", "value 1", "observer", "event failed(TestError(code: 2))", "failed 2",
        "observer",
      ])
  }

  @Test func aProducersEventHookSeesEachEventOfEveryRun() {
    let log = Log<String>()
    let producer = SignalProducer<Int, Never>(values: [1, 2]).on(event: { log.append("\($0)") })
    producer.start()
    producer.start()
    #expect(log.all == ["value(1)", "value(2)", "completed", "value(1)", "value(2)", "completed"])
  }

  @Test func runsTheValueHookBeforeTheObserverSeesTheValue() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    signal.on(value: { log.append("hook \($0)") }).observeValues { log.append("observer \($0)") }
    emitter.emit(1)
    emitter.emit(2)
    #expect(log.all == ["hook 1", "observer 1", "hook 2", "observer 2"])
  }

  @Test(arguments: TerminalCase.allCases)
  func runsTheTerminalHookThenTerminatedBeforeTheObserverThenDisposed(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    signal.on(
      failed: { log.append("failed \($0.code)") },
      completed: { log.append("completed") },
      interrupted: { log.append("interrupted") },
      terminated: { log.append("terminated") },
      disposed: { log.append("disposed") }
    ).observe { log.append("observer \($0)") }
    let event: Signal<Int, TestError>.Event = terminal.event()
    emitter.send(event)
    let specificHook =
      switch terminal {
      case .failed: "failed 1"
      case .completed: "completed"
      case .interrupted: "interrupted"
      }
    #expect(log.all == [specificHook, "terminated", "observer \(event)", "disposed"])
  }

  @Test func runsNoTerminalHookForValues() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    let recorder = EventRecorder(
      signal.on(
        failed: { _ in log.append("failed") },
        completed: { log.append("completed") },
        interrupted: { log.append("interrupted") },
        terminated: { log.append("terminated") },
        disposed: { log.append("disposed") }
      ))
    emitter.emit(1)
    #expect(recorder.values == [1])
    #expect(log.all.isEmpty)
  }

  @Test func forwardsEventsUnchanged() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.on(value: { _ in }, failed: { _ in }))
    emitter.emit(1)
    emitter.fail(TestError(code: 4))
    #expect(recorder.events == [.value(1), .failed(TestError(code: 4))])
  }

  @Test func runsDisposedExactlyOnceOnTermination() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let disposals = Counter()
    let derived = signal.on(disposed: { disposals.increment() })
    let recorder = EventRecorder(derived)
    emitter.complete()
    #expect(disposals.value == 1)
    recorder.stopObserving()
    emitter.interrupt()
    withExtendedLifetime(derived) {}
    #expect(disposals.value == 1)
  }

  @Test func runsDisposedOnceWhenDisposedAndReleasedUnobserved() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let disposals = Counter()
    var derived: Signal<Int, TestError>? = signal.on(disposed: { disposals.increment() })
    let recorder = EventRecorder<Int, TestError>()
    if let derived { recorder.observe(derived) }
    recorder.stopObserving()
    #expect(disposals.value == 0)
    derived = nil
    #expect(disposals.value == 1)
    emitter.complete()
    #expect(disposals.value == 1)
    #expect(recorder.events.isEmpty)
  }

  @Test func runsDisposedWhenReleasedWithoutEverBeingObserved() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let disposals = Counter()
    _ = signal.on(disposed: { disposals.increment() })
    #expect(disposals.value == 1)
    withExtendedLifetime(emitter) {}
  }

  @Test func stopsRunningHooksAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let values = Counter()
    let disposals = Counter()
    let recorder = EventRecorder(
      signal.on(value: { _ in values.increment() }, disposed: { disposals.increment() }))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.complete()
    #expect(values.value == 1)
    #expect(disposals.value == 1)
  }
}
