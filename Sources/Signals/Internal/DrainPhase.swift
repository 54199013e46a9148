import Synchronization

/// Whether a signal is delivering and whether deliveries wait behind it: the part of a
/// signal's drain-loop state that the draining thread may change without the lock.
///
/// A drain loop used to take the core's lock once more after every delivery, only to find
/// the queue empty and clear its "delivering" flag. With the flag here, it finishes with
/// one compare-and-exchange instead. The handshake that keeps that safe:
///
/// - Senders change the phase only while holding the core's lock: `idle → delivering`
///   (that sender drains) or `delivering → queued` (it appends to the queue, still under
///   the lock). Both are compare-and-exchanges, because the draining thread may move the
///   phase at the same moment.
/// - The draining thread, without the lock, moves only `delivering → idle`. If a sender
///   queued something first, the phase is `queued`, the exchange fails, and the drainer
///   takes the lock — after the sender released it, so the queued delivery is there —
///   and pops it (``SignalState/nextDelivery(phase:)``), back to `delivering` once the
///   queue is empty.
///
/// So an event is never left queued with nobody draining, and exactly one thread drains.
/// A ``Serializer`` uses the same handshake for its inputs, under its queue's lock, and
/// also claims an idle phase without the lock (``claimIfIdle()``): it needs nothing else
/// from its locked state to process an input, the claim races only with other claims and
/// with the compare-and-exchanges above, so exactly one wins, and a closed serializer
/// never returns to idle.
/// Finishing releases, and claiming acquires, so the next drain (on any thread) happens
/// after everything the previous one did: deliveries stay serial.
///
/// A signal's phase is claimed only under its core's lock, never with ``claimIfIdle()``;
/// so a sender that finds it idle claims it with a plain store
/// (``claimUnderLockOrMarkQueued()``), where a compare-and-exchange cost a locked
/// instruction on every send. `queued` also means "observers retired while you were
/// delivering" (``holdFinishForRetired()``): either way the drain loop must take the lock
/// before it may finish.
@usableFromInline
struct DrainPhase: ~Copyable, Sendable {
  @usableFromInline static var idle: UInt8 { 0 }
  @usableFromInline static var delivering: UInt8 { 1 }
  @usableFromInline static var queued: UInt8 { 2 }

  @usableFromInline let word = Atomic<UInt8>(0)

  @inlinable
  init() {}

  /// Under the core's lock: claims the drain loop if the signal is idle.
  ///
  /// - Returns: `true` when the caller must now drain; `false` when a delivery is in
  ///   progress, in which case the caller must queue its delivery before unlocking.
  @inlinable
  func claimOrMarkQueued() -> Bool {
    var current = word.load(ordering: .relaxed)
    while true {
      if current == Self.queued { return false }
      let desired = current == Self.idle ? Self.delivering : Self.queued
      let (exchanged, original) = word.compareExchange(
        expected: current, desired: desired, successOrdering: .acquiring,
        failureOrdering: .relaxed)
      if exchanged { return desired == Self.delivering }
      current = original
    }
  }

  /// Under the core's lock, for a phase nothing claims without it (a signal's, not a
  /// serializer's): claims the drain loop if the signal is idle.
  ///
  /// Idle, the phase can change only under the lock, which the caller holds: nobody
  /// drains, and only a lock holder claims. So an idle phase is claimed with a store.
  /// Delivering, the draining thread may finish at any moment, so the mark needs a
  /// compare-and-exchange, as in ``claimOrMarkQueued()``.
  ///
  /// - Returns: `true` when the caller must now drain; `false` when a delivery is in
  ///   progress, in which case the caller must queue its delivery before unlocking.
  @inlinable
  func claimUnderLockOrMarkQueued() -> Bool {
    // Acquiring: the previous drain's finish released, and this drain comes after it.
    guard word.load(ordering: .acquiring) != Self.idle else {
      word.store(Self.delivering, ordering: .relaxed)
      return true
    }
    return claimOrMarkQueued()
  }

  /// Under the core's lock: makes the drain in progress, if any, take the lock before it
  /// finishes, so that it lets go of what was retired meanwhile (see
  /// ``SignalState/retire(_:phase:)``).
  ///
  /// - Returns: `true` when a drain is in progress and will take the lock before it
  ///   finishes; `false` when none is, which the drain's releasing finish guarantees
  ///   happened after all it did.
  @inlinable
  func holdFinishForRetired() -> Bool {
    var current = word.load(ordering: .acquiring)
    while true {
      if current == Self.idle { return false }
      if current == Self.queued { return true }
      let (exchanged, original) = word.compareExchange(
        expected: current, desired: Self.queued, successOrdering: .relaxed,
        failureOrdering: .acquiring)
      if exchanged { return true }
      current = original
    }
  }

  /// Without the lock: claims the drain loop if the phase is idle.
  ///
  /// - Returns: `true` when the caller must now drain; `false` when it must take the
  ///   lock and use ``claimOrMarkQueued()``.
  @inlinable
  func claimIfIdle() -> Bool {
    word.compareExchange(
      expected: Self.idle, desired: Self.delivering, successOrdering: .acquiring,
      failureOrdering: .relaxed
    ).exchanged
  }

  /// Without the lock, from the draining thread: ends the drain if nothing was queued.
  ///
  /// - Returns: `false` when deliveries are queued: the caller must take the lock and
  ///   pop the next one.
  @inlinable
  func finishIfNothingQueued() -> Bool {
    word.compareExchange(
      expected: Self.delivering, desired: Self.idle, successOrdering: .releasing,
      failureOrdering: .relaxed
    ).exchanged
  }

  /// Under the core's lock, from the draining thread: records that it popped the last
  /// queued delivery (`delivering`), or that it found none and stops (`idle`).
  @inlinable
  func set(_ phase: UInt8) {
    word.store(phase, ordering: .releasing)
  }
}
