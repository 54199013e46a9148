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
final class ScheduledDelivery<Value: Sendable, Failure: Error>: Sendable {
  typealias Event = Signal<Value, Failure>.Event

  struct State {
    var events = EventQueue<Event>()
    /// Whether a batch is scheduled or delivering; it clears this when it finds the
    /// queue empty, so the next event schedules the next batch.
    var isScheduled = false
    var isCancelled = false
    /// The scheduled batch, so that cancelling removes it from the scheduler.
    var batch: (any Disposable)?
  }

  private let state = Locked.make(State())
  /// Set with `state.isCancelled`, and read by a batch before each event it took out, so
  /// that nothing is delivered after `cancel()` returns without taking the lock per event.
  private let isCancelled = Atomic(false)
  private let scheduler: any Scheduler
  private let downstream: Signal<Value, Failure>.Observer

  init(scheduler: any Scheduler, downstream: Signal<Value, Failure>.Observer) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  /// Queues `event`, scheduling a batch if none is scheduled.
  func enqueue(_ event: Event) {
    let startsBatch = state.withLock { state in
      guard !state.isCancelled else { return false }
      state.events.append(event)
      guard !state.isScheduled else { return false }
      state.isScheduled = true
      return true
    }
    guard startsBatch, let batch = scheduler.schedule({ self.deliverBatch() }) else { return }
    // Only this upstream delivery schedules batches, so a batch still marked scheduled is
    // the one just made (running or not); one that already finished is not kept.
    let isCancelled = state.withLock { state in
      if !state.isCancelled && state.isScheduled { state.batch = batch }
      return state.isCancelled
    }
    if isCancelled { batch.dispose() }
  }

  /// Delivers queued events until the queue is empty or the delivery is cancelled.
  private func deliverBatch() {
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
  func cancel() {
    let (dropped, batch) = state.withLock { state in
      state.isCancelled = true
      isCancelled.store(true, ordering: .releasing)
      defer {
        state.events = EventQueue()
        state.batch = nil
      }
      return (state.events, state.batch)
    }
    batch?.dispose()
    withExtendedLifetime(dropped) {}  // Released here, outside the lock.
  }
}
