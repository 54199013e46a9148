import Signals
import SignalsTesting
import Testing

@Suite struct SignalTests {
  @Test(arguments: TerminalCase.allCases)
  func deliversNothingAfterATerminalEvent(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal)
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    emitter.fail(TestError(code: 9))
    emitter.complete()
    emitter.interrupt()
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test(arguments: TerminalCase.allCases)
  func givesALateObserverTheTerminalEventAtOnce(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    emitter.emit(1)
    emitter.send(terminal.event())
    let recorder = EventRecorder<Int, TestError>()
    let disposable = signal.observe(recorder.observer)
    #expect(recorder.events == [terminal.event()])
    #expect(disposable.isDisposed)
  }

  @Test func deliversEachEventToEveryObserverInSubscriptionOrder() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<String>()
    signal.observeValues { log.append("a\($0)") }
    signal.observeValues { log.append("b\($0)") }
    signal.observeValues { log.append("c\($0)") }
    emitter.emit(1)
    emitter.emit(2)
    #expect(log.all == ["a1", "b1", "c1", "a2", "b2", "c2"])
  }

  @Test func stopsDeliveringToADisposedObserver() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    let disposable = signal.observe(recorder.observer)
    emitter.emit(1)
    disposable.dispose()
    disposable.dispose()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.value(1)])
    #expect(disposable.isDisposed)
  }

  @Test func givesAnObserverAddedDuringADeliveryOnlyLaterEvents() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let late = EventRecorder<Int, Never>()
    signal.onReception § once § { _ in signal.observe(late.observer) }
    emitter.emit(1)
    emitter.emit(2)
    #expect(late.values == [2])
  }

  @Test func givesAnObserverAddedDuringADeliveryNoEventQueuedBeforeIt() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let late = EventRecorder<Int, Never>()
    signal.onReception § once § { _ in
      emitter.emit(2)  // Queued before the late observer exists.
      signal.observe(late.observer)
      emitter.emit(3)
    }
    emitter.emit(1)
    #expect(late.values == [3])
  }

  @Test func skipsAnObserverDisposedEarlierInTheSameDelivery() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let target = SerialDisposable()
    let recorder = EventRecorder<Int, Never>()
    signal.observeValues { _ in target.dispose() }
    target.inner = signal.observe(recorder.observer)
    emitter.emit(1)
    #expect(recorder.events.isEmpty)
  }

  @Test func skipsAnObserverDisposedEarlierInTheTerminalDelivery() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let target = SerialDisposable()
    let recorder = EventRecorder<Int, Never>()
    signal.observe { _ in target.dispose() }
    target.inner = signal.observe(recorder.observer)
    emitter.complete()
    #expect(recorder.events.isEmpty)
  }

  @Test func skipsAnObserverDisposedWhileTheTerminalEventWaitsItsTurn() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let target = SerialDisposable()
    let recorder = EventRecorder<Int, Never>()
    target.inner = signal.observe(recorder.observer)
    // The completion is queued behind the value's delivery, then the target is disposed.
    signal.observeValues { _ in
      emitter.complete()
      target.dispose()
    }
    emitter.emit(1)
    #expect(recorder.events == [.value(1)])
  }

  @Test func deliversANestedSendAfterTheCurrentEventReachedEveryObserver() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<String>()
    let reacting = signal.observeValues { value in
      log.append("a\(value)")
      if value == 1 { emitter.emit(2) }
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    signal.observeValues { log.append("b\($0)") }
    emitter.emit(1)
    #expect(log.all == ["a1", "b1", "a2", "b2"])
  }

  @Test func deliversANestedTerminalEventAfterTheCurrentValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    signal.observeValues { _ in emitter.complete() }
    signal.observe(recorder.observer)
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func letsAnObserverUseItsSignalWithoutDeadlocking() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    let own = SerialDisposable()
    own.inner = signal.observeValues { value in
      // Each of these takes the signal's lock: had delivery held it, this would hang.
      let extra = signal.observe(recorder.observer)
      extra.dispose()
      own.dispose()
      emitter.emit(value + 1)
    }
    signal.observe(recorder.observer)
    emitter.emit(1)
    #expect(recorder.values == [1, 2])
  }

  @Test func interruptsWhenItsEmitterIsReleasedUnterminated() {
    var emitter: Emitter<Int, Never>? = Emitter()
    let recorder = EventRecorder(emitter!.signal)
    emitter?.emit(1)
    emitter = nil
    #expect(recorder.events == [.value(1), .interrupted])
  }

  @Test func keepsItsTerminalEventWhenTheEmitterIsReleasedAfterIt() {
    var emitter: Emitter<Int, Never>? = Emitter()
    let recorder = EventRecorder(emitter!.signal)
    emitter?.complete()
    emitter = nil
    #expect(recorder.events == [.completed])
  }

  @Test func emptyCompletesAndNeverStaysSilent() {
    let empty = EventRecorder(Signal<Int, Never>.empty)
    let never = EventRecorder(Signal<Int, Never>.never)
    #expect(empty.events == [.completed])
    #expect(never.events.isEmpty)
  }

  @Test func endsTheGeneratorLifetimeOnTermination() {
    let ended = Counter()
    let observer = Log<Signal<Int, Never>.Observer>()
    let signal = Signal<Int, Never> { sink, lifetime in
      observer.append(sink)
      lifetime.observeEnded { ended.increment() }
    }
    let recorder = EventRecorder(signal)
    observer.all[0].emit(1)
    #expect(ended.value == 0)
    observer.all[0].complete()
    #expect(ended.value == 1)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func endsTheGeneratorLifetimeWhenReleasedUnobserved() {
    let ended = Counter()
    let sink = Log<Signal<Int, Never>.Observer>()
    var signal: Signal<Int, Never>? = Signal { observer, lifetime in
      sink.append(observer)
      lifetime.observeEnded { ended.increment() }
    }
    let disposable = signal?.observeValues { _ in }
    signal = nil
    #expect(ended.value == 0, "an observed signal stays alive without references")
    disposable?.dispose()
    #expect(ended.value == 1)
  }
}

/// A generator's observer is how a custom signal sends: once the generator and whatever it
/// handed the observer to have let go of it, the signal can never send again, and it is
/// interrupted, as a signal whose emitter is released is — rather than holding its
/// observers for ever.
@Suite struct GeneratorObserverReleaseTests {
  @Test func aSignalWhoseGeneratorObserverIsReleasedIsInterrupted() {
    let sink = Locked<Signal<Int, Never>.Observer?>.make(nil)
    let signal = Signal<Int, Never> { observer, _ in sink.withLock { $0 = observer } }
    let recorder = EventRecorder(signal)
    sink.withLock { $0 }?.emit(1)
    #expect(recorder.events == [.value(1)])
    sink.withLock { $0 = nil }
    #expect(recorder.events == [.value(1), .interrupted])
  }

  @Test func itsObserversAndLifetimeAreReleasedWithIt() {
    let watch = CanaryWatch()
    let ended = Counter()
    let sink = Locked<Signal<Int, Never>.Observer?>.make(nil)
    let signal = Signal<Int, Never> { observer, lifetime in
      sink.withLock { $0 = observer }
      lifetime.observeEnded { ended.increment() }
    }
    do {
      let canary = watch.makeCanary()
      signal.observeValues { _ in withExtendedLifetime(canary) {} }
    }
    #expect(watch.isAlive)
    sink.withLock { $0 = nil }
    #expect(!watch.isAlive, "an observed signal that can never send keeps its observers")
    #expect(ended.value == 1)
  }

  @Test func anObserverKeptByWhatFeedsTheSignalKeepsItGoing() {
    let (upstream, emitter) = Signal<Int, Never>.pipe()
    let signal = Signal<Int, Never> { observer, lifetime in
      lifetime += upstream.observe(observer)
    }
    let recorder = EventRecorder(signal)
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func neverStaysSilentForAsLongAsItIsObserved() {
    let recorder = EventRecorder(Signal<Int, Never>.never)
    #expect(recorder.events.isEmpty)
  }
}

@Suite struct PipeDisposableTests {
  @Test(arguments: TerminalCase.allCases)
  func theDisposableIsDisposedAfterTheTerminalEventReachedTheObservers(terminal: TerminalCase) {
    let log = Log<String>()
    let (signal, emitter) = Signal<Int, TestError>.pipe(
      disposable: AnyDisposable { log.append("disposed") })
    signal.observe { log.append("\($0)") }
    emitter.emit(1)
    #expect(log.all == ["value(1)"])
    emitter.send(terminal.event())
    #expect(
      log.all == ["value(1)", "\(terminal.event() as Signal<Int, TestError>.Event)", "disposed"])
  }

  @Test func releasingTheEmitterInterruptsAndDisposes() {
    let disposed = Counter()
    let recorder: EventRecorder<Int, Never> = {
      let (signal, _) = Signal<Int, Never>.pipe(disposable: AnyDisposable { disposed.increment() })
      return EventRecorder(signal)
    }()
    #expect(recorder.events == [.interrupted])
    #expect(disposed.value == 1)
  }

  @Test func aNilDisposableMakesAPlainPipe() {
    let (signal, emitter) = Signal<Int, Never>.pipe(disposable: nil)
    let recorder = EventRecorder(signal)
    emitter.emit(1)
    #expect(recorder.values == [1])
  }
}
