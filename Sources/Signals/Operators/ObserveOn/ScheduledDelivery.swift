import Synchronization

/// The state machine of ``Signal/observe(on:)``: a queue of events and at most one
/// scheduled batch that delivers them.
///
/// Upstream events arrive serially (they come from one signal's delivery) and are
/// queued; the first one into an empty, unscheduled queue schedules a batch, later ones
/// join it. A batch takes every queued event at once, under one lock acquisition, and
/// delivers them with no lock held, then comes back for more until the queue is empty:
/// a sender and the delivering thread meet at the lock once per batch, not once per
/// event. An event sent upstream from inside the downstream observer is queued and
/// delivered by the same batch, after the ones taken before it. So deliveries never
/// overlap and keep their order, whatever the scheduler.
@usableFromInline
final class ScheduledDelivery<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  @usableFromInline
  struct State {
    @usableFromInline var events = EventQueue<Event>()
    /// Whether a batch is scheduled or delivering; it clears this when it finds the
    /// queue empty, so the next event schedules the next batch.
    @usableFromInline var isScheduled = false
    @usableFromInline var isCancelled = false
    /// The scheduled batch, so that cancelling removes it from the scheduler.
    @usableFromInline var batch: (any Disposable)?
    /// Where batches are scheduled; let go of once the terminal event is queued, since no
    /// batch is scheduled after it. A pending batch holds this delivery, so keeping the
    /// scheduler made a cycle that only running the batch broke: a virtual clock dropped
    /// with the terminal event still pending on it was never freed, nor the whole chain.
    @usableFromInline var scheduler: (any Scheduler)?

    @inlinable
    init(scheduler: any Scheduler) {
      self.scheduler = scheduler
    }
  }

  @usableFromInline let state: Locked<State>
  /// Set with `state.isCancelled`, and read by a batch before each event it took out, so
  /// that nothing is delivered after `cancel()` returns without taking the lock per event.
  @usableFromInline let isCancelled = Atomic(false)
  @usableFromInline let downstream: Signal<Value, Failure>.Observer
  /// Whether the scheduler may release a batch without running it or being told to, as a
  /// virtual clock dropped with work on it does. Then each batch is a ``ScheduledBatch``,
  /// which notices; a Dispatch queue or the main queue runs everything it keeps, so their
  /// batches skip that allocation, which a thread hop would pay per batch.
  @usableFromInline let mayDropBatches: Bool

  @inlinable
  init(scheduler: any Scheduler, downstream: Signal<Value, Failure>.Observer) {
    state = Locked.make(State(scheduler: scheduler))
    self.downstream = downstream
    mayDropBatches = !(scheduler is QueueScheduler || scheduler is MainScheduler)
  }

  /// Queues `event`, scheduling a batch if none is scheduled.
  @inlinable
  func enqueue(_ event: Event) {
    guard !event.isTerminating else { return enqueueTerminal(event) }
    let scheduler = state.withLock { state -> (any Scheduler)? in
      guard !state.isCancelled else { return nil }
      state.events.append(event)
      guard !state.isScheduled else { return nil }
      state.isScheduled = true
      return state.scheduler
    }
    guard let scheduler else { return }
    scheduleBatch(on: scheduler)
  }

  /// Queues the terminal event, scheduling a batch if none is scheduled, and lets go of
  /// the scheduler: no batch is scheduled after it.
  ///
  /// The scheduler is let go of outside the lock: this can be the last hold on it, and its
  /// pending batch, released with it, takes the lock again to interrupt the result.
  @usableFromInline
  func enqueueTerminal(_ event: Event) {
    let (scheduler, schedules) = state.withLock { state -> ((any Scheduler)?, Bool) in
      guard !state.isCancelled else { return (nil, false) }
      state.events.append(event)
      defer { state.scheduler = nil }
      guard !state.isScheduled else { return (state.scheduler, false) }
      state.isScheduled = true
      return (state.scheduler, true)
    }
    guard let scheduler, schedules else { return }
    scheduleBatch(on: scheduler)
  }

  /// Schedules a batch on `scheduler`, which this delivery marked scheduled.
  @inlinable
  func scheduleBatch(on scheduler: any Scheduler) {
    let batch: (any Disposable)?
    if mayDropBatches {
      let run = ScheduledBatch(self)
      batch = scheduler.schedule { run.deliver() }
    } else {
      batch = scheduler.schedule { self.deliverBatch() }
    }
    guard let batch else { return }
    // Only this upstream delivery schedules batches, so a batch still marked scheduled is
    // the one just made (running or not); one that already finished is not kept.
    let isCancelled = state.withLock { state in
      if !state.isCancelled && state.isScheduled { state.batch = batch }
      return state.isCancelled
    }
    if isCancelled { batch.dispose() }
  }

  /// Delivers queued events until the queue is empty or the delivery is cancelled.
  @inlinable
  func deliverBatch() {
    while true {
      let taken: EventQueue<Event>? = state.withLock { state in
        guard !state.isCancelled, !state.events.isEmpty else {
          state.isScheduled = false
          state.batch = nil
          return nil
        }
        defer { state.events = EventQueue() }
        return state.events
      }
      guard var taken else { return }
      while let event = taken.popFirst() {
        guard !isCancelled.load(ordering: .acquiring) else { return }
        downstream.send(event)
      }
    }
  }

  /// Drops the queued events and cancels the scheduled batch; nothing is delivered after
  /// this, except an event whose delivery had already begun on another thread.
  @inlinable
  func cancel() {
    let (dropped, batch, scheduler) = state.withLock { state in
      state.isCancelled = true
      isCancelled.store(true, ordering: .releasing)
      defer {
        state.events = EventQueue()
        state.batch = nil
        state.scheduler = nil
      }
      return (state.events, state.batch, state.scheduler)
    }
    batch?.dispose()
    // Released here, outside the lock: the scheduler's pending batch, released with it,
    // takes the lock.
    withExtendedLifetime((dropped, scheduler)) {}
  }
}

extension ScheduledDelivery {
  /// Ends the derived signal for a batch its scheduler released without running it — a
  /// virtual clock dropped with work on it: the events are lost, and with no batch to
  /// come the signal could never end otherwise, so it is interrupted, as a released
  /// emitter's signal is.
  @usableFromInline
  func batchWasDropped() {
    let isOpen = state.withLock { state in
      guard !state.isCancelled else { return false }
      state.isCancelled = true
      isCancelled.store(true, ordering: .releasing)
      state.events = EventQueue()
      state.scheduler = nil
      return true
    }
    // Serial with every delivery: the dropped batch was the only one scheduled.
    if isOpen { downstream.send(.interrupted) }
  }
}

/// One scheduled batch of a ``ScheduledDelivery``, which tells it if the scheduler
/// releases the batch without running it.
@usableFromInline
final class ScheduledBatch<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline let delivery: ScheduledDelivery<Value, Failure>
  @usableFromInline let hasRun = Atomic(false)

  @inlinable
  init(_ delivery: ScheduledDelivery<Value, Failure>) {
    self.delivery = delivery
  }

  deinit {
    if !hasRun.load(ordering: .acquiring) { delivery.batchWasDropped() }
  }

  @inlinable
  func deliver() {
    hasRun.store(true, ordering: .releasing)
    delivery.deliverBatch()
  }
}
