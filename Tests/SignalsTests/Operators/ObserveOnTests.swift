import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ObserveOnTests {
  @Test func eventsWaitForTheSchedulerAndArriveInOrder() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.observe(on: scheduler))
    emitter.emit(1)
    emitter.emit(2)
    emitter.fail(TestError())
    #expect(recorder.events.isEmpty)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError())])
  }

  @Test func anEventSentAfterABatchRanSchedulesTheNextBatch() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.observe(on: scheduler))
    emitter.emit(1)
    scheduler.advance()
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(recorder.values == [1, 2])
  }

  @Test func aSendFromInsideAnObserverIsDeliveredAfterTheCurrentEvent() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let log = Log<String>()
    let reacting = signal.observe(on: ImmediateScheduler()).observeValues { value in
      log.append("start \(value)")
      if value == 1 { emitter.emit(2) }
      log.append("end \(value)")
    }
    // The observer holds its own source: disposing it at the end breaks that cycle.
    defer { reacting.dispose() }
    emitter.emit(1)
    #expect(log.all == ["start 1", "end 1", "start 2", "end 2"])
  }

  @Test func disposingTheObservationCancelsAndReleasesScheduledDeliveries() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<Int>()
    let watch = CanaryWatch()
    let observation: any Disposable = {
      let canary = watch.makeCanary()
      return signal.observe(on: scheduler)
        .map { value in withExtendedLifetime(canary) { value } }
        .observeValues { received.append($0) }
    }()
    emitter.emit(1)
    #expect(scheduler.pendingActionCount == 1)
    observation.dispose()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    emitter.emit(2)
    scheduler.run()
    #expect(received.all.isEmpty)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func interruptingARunCancelsAndReleasesItsScheduledDeliveries() {
    let scheduler = TestScheduler()
    let watch = CanaryWatch()
    let recorder: EventRecorder<Int, Never> = {
      let canary = watch.makeCanary()
      return EventRecorder(
        SignalProducer(values: [1, 2, 3]).observe(on: scheduler).on(value: { _ in
          withExtendedLifetime(canary) {}
        }))
    }()
    #expect(scheduler.pendingActionCount == 1)
    recorder.interrupt()
    #expect(scheduler.pendingActionCount == 0)
    #expect(!watch.isAlive)
    scheduler.run()
    #expect(recorder.values.isEmpty)
    #expect(recorder.isInterrupted)
  }

  @Test func aProducersEventsAreDeliveredOnTheScheduler() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: [1, 2]).observe(on: scheduler))
    #expect(recorder.events.isEmpty)
    scheduler.advance()
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  @Test func disposingWhileTheQueueIsBusyMeansNothingIsDeliveredAfterward() {
    let scheduler = QueueScheduler(name: "test.observeOn.dispose")
    let gate = DispatchSemaphore(value: 0)
    scheduler.schedule { _ = gate.wait(timeout: .now() + .seconds(10)) }
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let received = Log<Int>()
    let observation = signal.observe(on: scheduler).observeValues { received.append($0) }
    emitter.emit(1)
    observation.dispose()
    gate.signal()
    let flushed = DispatchSemaphore(value: 0)
    scheduler.schedule { flushed.signal() }
    #expect(flushed.wait(timeout: .now() + .seconds(10)) == .success)
    #expect(received.all.isEmpty)
  }

  @Test func aSchedulerAbandonedWithTheTerminalEventPendingIsReleasedAndTheResultInterrupted() {
    weak var weakScheduler: TestScheduler?
    let watch = CanaryWatch()
    let events = Log<String>()
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      let (signal, emitter) = Signal<Int, Never>.pipe()
      let canary = watch.makeCanary()
      signal.observe(on: scheduler).observe { event in
        withExtendedLifetime(canary) { events.append("\(event)") }
      }
      emitter.emit(1)
      emitter.complete()
      #expect(scheduler.pendingActionCount == 1)
    }
    // The pending batch held the delivery, which held the scheduler: a cycle that only
    // running the batch broke, so a test's clock left with work on it was never freed.
    #expect(weakScheduler == nil)
    // Its events dropped with the scheduler, the result can never end otherwise.
    #expect(events.all == ["interrupted"])
    #expect(!watch.isAlive)
  }

  // The terminal event let go of the scheduler under the delivery's lock: when the
  // delivery held the last reference, the scheduler's pending batch, released with it,
  // took that lock again to interrupt the result — "Recursive call to lock Mutex", as an
  // interactor on a test's clock did when released after the test dropped the clock.
  @Test func aTerminalEventReleasingTheLastHoldOfTheSchedulerInterruptsTheResult() {
    weak var weakScheduler: TestScheduler?
    let events = Log<String>()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      signal.observe(on: scheduler).observe { events.append("\($0)") }
      emitter.emit(1)
      #expect(scheduler.pendingActionCount == 1)
    }
    #expect(weakScheduler != nil)  // held by the delivery alone
    emitter.complete()
    #expect(weakScheduler == nil)
    #expect(events.all == ["interrupted"])
  }

  // Cancelling let go of the scheduler under the delivery's lock too.
  @Test func disposingAfterTheSchedulerWasDroppedReleasesItAndDeliversNothing() {
    weak var weakScheduler: TestScheduler?
    let events = Log<String>()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let observation: (any Disposable)?
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      observation = signal.observe(on: scheduler).observe { events.append("\($0)") }
      emitter.emit(1)
    }
    #expect(weakScheduler != nil)  // held by the delivery alone
    observation?.dispose()
    #expect(weakScheduler == nil)
    #expect(events.all.isEmpty)
  }

  @Test(.cpuBound, arguments: [false, true])
  func fourSendingThreadsAreDeliveredOnAQueueSeriallyInEachSendersOrder(isConcurrent: Bool) {
    let threads = 4
    let valuesPerThread = 1_000
    let scheduler = QueueScheduler(name: "test.observeOn", isConcurrent: isConcurrent)
    let (signal, emitter) = Signal<(sender: Int, index: Int), Never>.pipe()
    let monitor = DeliveryMonitor()
    let received = Log<(sender: Int, index: Int)>()
    let done = DispatchSemaphore(value: 0)
    monitor.observe(signal.observe(on: scheduler)) { event in
      switch event {
      case .value(let value): received.append(value)
      case .completed: done.signal()
      case .failed, .interrupted: break
      }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { sender in
      for index in 0..<valuesPerThread { emitter.emit((sender, index)) }
    }
    emitter.complete()
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(monitor.overlapCount == 0)
    #expect(monitor.terminalCount == 1)
    expectEverySendersOrder(received.all, senders: threads, valuesPerSender: valuesPerThread)
  }
}
