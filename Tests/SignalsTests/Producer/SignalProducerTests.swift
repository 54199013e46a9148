import Signals
import SignalsTesting
import Testing

@Suite struct SignalProducerTests {
  @Test func creatingAProducerRunsNothing() {
    let starts = Counter()
    _ = SignalProducer<Int, Never> { _, _ in starts.increment() }
    #expect(starts.value == 0)
  }

  @Test func eachStartRunsTheWorkOnceAndOnlyOnce() {
    let starts = Counter()
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts.increment()
      observer.emit(starts.value)
      observer.complete()
    }
    let first = EventRecorder(producer)
    #expect(starts.value == 1)
    let second = EventRecorder(producer)
    #expect(starts.value == 2)
    #expect(first.events == [.value(1), .completed])
    #expect(second.events == [.value(2), .completed])
  }

  @Test func disposingInterruptsThatRunOnly() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let producer = SignalProducer(signal)
    let first = EventRecorder(producer)
    let second = EventRecorder(producer)
    first.interrupt()
    emitter.emit(1)
    #expect(first.events == [.interrupted])
    #expect(second.events == [.value(1)])
  }

  @Test func disposingAfterTerminationDoesNothing() {
    let events = Log<Signal<Int, Never>.Event>()
    let disposable = SignalProducer<Int, Never>(value: 1).start { events.append($0) }
    disposable.dispose()
    disposable.dispose()
    #expect(events.all == [.value(1), .completed])
  }

  @Test func interruptingRunsTheLifetimeCleanupsExactlyOnce() {
    let cleanups = Counter()
    let producer = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { cleanups.increment() }
    }
    let disposable = producer.start()
    #expect(cleanups.value == 0)
    disposable.dispose()
    disposable.dispose()
    #expect(cleanups.value == 1)
  }

  @Test(arguments: TerminalCase.allCases)
  func theLifetimeEndsWhenTheRunTerminates(_ terminal: TerminalCase) {
    let cleanups = Counter()
    let recorder = EventRecorder(
      SignalProducer<Int, TestError> { observer, lifetime in
        lifetime.observeEnded { cleanups.increment() }
        observer.send(terminal.event())
      })
    #expect(cleanups.value == 1)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func nothingIsDeliveredAfterTheTerminalEvent() {
    let recorder = EventRecorder(
      SignalProducer<Int, Never> { observer, _ in
        observer.emit(1)
        observer.complete()
        observer.emit(2)
        observer.interrupt()
      })
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func interruptingFromInsideTheObserverStopsTheRunAfterTheCurrentValue() {
    let events = Log<Signal<Int, Never>.Event>()
    let lifetimeEnded = Counter()
    SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { lifetimeEnded.increment() }
      for value in 1...5 where !lifetime.hasEnded { observer.emit(value) }
    }.map { $0 * 10 }.startWithSignal { signal, interrupter in
      signal.observe { event in
        events.append(event)
        if event == .value(20) { interrupter.dispose() }
      }
    }
    #expect(events.all == [.value(10), .value(20), .interrupted])
    #expect(lifetimeEnded.value == 1)
  }

  @Test func reentrantSendsKeepTheirOrder() {
    let seen = Log<Int>()
    let emitter = Locked<Signal<Int, Never>.Observer?>.make(nil)
    let run = SignalProducer<Int, Never> { observer, _ in
      emitter.withLock { $0 = observer }
      observer.emit(1)
    }.startWithValues { value in
      seen.append(value)
      if value < 3 { emitter.withLock { $0 }?.emit(value + 1) }
      seen.append(-value)
    }
    // The run's observer is kept where the run itself sends: ending the run breaks that.
    defer { run.dispose() }
    #expect(seen.all == [1, -1, 2, -2, 3, -3])
  }

  @Test func startWithSignalLetsTheSignalBeObservedBeforeTheWorkBegins() {
    let values = SignalProducer(values: [1, 2]).startWithSignal { signal, _ in
      EventRecorder(signal)
    }
    #expect(values.events == [.value(1), .value(2), .completed])
  }

  @Test func startWithSignalDeliversWhatARunSendsLater() {
    let (hot, emitter) = Signal<Int, Never>.pipe()
    let recorder = SignalProducer(hot).startWithSignal { signal, _ in EventRecorder(signal) }
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func startWithSignalsInterrupterInterruptsTheRun() {
    let (hot, emitter) = Signal<Int, Never>.pipe()
    let recorder = SignalProducer(hot).startWithSignal { signal, interrupter in
      defer { interrupter.dispose() }
      return EventRecorder(signal)
    }
    emitter.emit(1)
    #expect(recorder.events == [.interrupted])
  }

  @Test func aRunInterruptedInsideTheSetupNeverStarts() {
    let log = Log<String>()
    let recorder = SignalProducer<Int, Never> { observer, _ in
      log.append("work")
      observer.emit(1)
    }
    .on(starting: { log.append("starting") }, started: { log.append("started") })
    .startWithSignal { signal, interrupter in
      let recorder = EventRecorder(signal)
      interrupter.dispose()
      return recorder
    }
    #expect(log.all == [])
    #expect(recorder.events == [.interrupted])
  }

  @Test func aRunWhoseSignalIsNeitherObservedNorKeptIsInterruptedWhenTheSetupReturns() {
    let ended = Counter()
    SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { ended.increment() }
    }.startWithSignal { _, _ in }
    #expect(ended.value == 1)
  }

  @Test func aRunWhoseSignalIsKeptGoesOnUntilTheSignalIsLetGoUnobserved() {
    let ended = Counter()
    var kept: Signal<Int, Never>? = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { ended.increment() }
    }.startWithSignal { signal, _ in signal }
    #expect(ended.value == 0)
    _ = kept
    kept = nil
    #expect(ended.value == 1)
  }

  @Test func startWithVariantsSeeTheirEventsOnly() {
    let log = Log<String>()
    SignalProducer<Int, TestError>(values: [1]).startWithValues { log.append("value \($0)") }
    SignalProducer<Int, TestError>(value: 2).startWithResult { log.append("result \($0)") }
    SignalProducer<Int, TestError>(error: TestError(code: 3)).startWithResult {
      if case .failure(let error) = $0 { log.append("result failure \(error.code)") }
    }
    SignalProducer<Int, TestError>.empty.startWithCompleted { log.append("completed") }
    SignalProducer<Int, TestError>(error: TestError(code: 4)).startWithFailed {
      log.append("failed \($0.code)")
    }
    SignalProducer<Int, TestError>.never.startWithInterrupted { log.append("interrupted") }
      .dispose()
    #expect(
      log.all == [
        "value 1", "result success(2)", "result failure 3", "completed",
        "failed 4", "interrupted",
      ])
  }

  @Test func aRunsLifetimeKeepsWhatIsAddedUntilTheRunEndsAndDisposesLateAdditionsAtOnce() {
    let log = Log<String>()
    let kept = Locked<Lifetime?>.make(nil)
    let recorder = EventRecorder(
      SignalProducer<Int, Never> { _, lifetime in
        kept.withLock { $0 = lifetime }
        lifetime += AnyDisposable { log.append("first") }
        let cancelled = lifetime.observeEnded { log.append("cancelled") }
        lifetime.observeEnded { log.append("second") }
        cancelled.dispose()
      })
    let lifetime = kept.withLock { $0! }
    #expect(!lifetime.hasEnded)
    recorder.interrupt()
    #expect(lifetime.hasEnded)
    #expect(log.all == ["first", "second"])
    lifetime += AnyDisposable { log.append("late") }
    #expect(log.all == ["first", "second", "late"])
  }
}
