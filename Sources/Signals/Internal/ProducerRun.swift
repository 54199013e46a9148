/// One start of a ``SignalProducer``: it accepts the events of that run from any thread
/// and delivers them serially to the run's single observer.
///
/// A run is a signal with exactly one observer, so it needs no observer bag, snapshot or
/// observation object: it keeps the observer in place and delivers with the same drain
/// loop a signal uses. The thread whose send finds the run idle delivers that event and
/// then every event queued meanwhile; a send made during a delivery — from inside the
/// observer, or from another thread — is queued and returns at once.
///
/// The run is also its own interrupter (``dispose()``) and the store behind the lifetime
/// its start handler receives: the lifetime ends, once, when the run's terminal event has
/// been delivered, or when the run is ended quietly by an operator downstream.
@usableFromInline
final class ProducerRun<Value: Sendable, Failure: Error>:
  LockedState<ProducerRunState<Value, Failure>>, Disposable
{
  @usableFromInline typealias Event = Signal<Value, Failure>.Event
  @usableFromInline typealias Finishing = ProducerRunState<Value, Failure>.Finishing

  /// The observer, set once before the start handler runs and then touched only by the
  /// thread that holds the delivery (handed over through the run's lock); released once
  /// the run finishes.
  @exclusivity(unchecked) @usableFromInline var observer: Signal<Value, Failure>.Observer?

  /// Creates a run that has not started. Its state shares the run's allocation (see
  /// ``LockedState``).
  @inlinable
  init() {
    super.init(state: ProducerRunState())
  }

  @inlinable
  var isDisposed: Bool { withLock { $0.isTerminated } }

  /// The run keeps its lifetime's disposables itself: it is the lifetime it hands out.
  @usableFromInline
  override var storage: (any LifetimeStorage)? { self }

  /// Whether the run's lifetime has ended: the run has finished.
  @usableFromInline
  override var hasEnded: Bool { withLock { $0.isFinished } }

  /// Accepts `event`, delivering it at once if the run is idle.
  @inlinable
  func send(_ event: Event) {
    let claimed = withLock { state -> Bool in
      guard !state.isTerminated else { return false }
      if event.isTerminating { state.isTerminated = true }
      guard !state.isDelivering else {
        state.queue.append(event)
        return false
      }
      state.isDelivering = true
      return true
    }
    if claimed { drain(from: event) }
  }

  /// Sets the observer that the run delivers to, unless the run finished while the
  /// observer was being made — an operator ended it at once (`take(first: 0)`) — and
  /// then drops it: the gates of the operators above hold the run, so keeping it would
  /// keep them all, and what they capture, for ever.
  @inlinable
  func attach(_ observer: Signal<Value, Failure>.Observer) {
    guard !withLock({ $0.isFinished }) else { return }
    self.observer = observer
  }

  /// Interrupts the run: values still queued are dropped, and the observer receives
  /// `interrupted` — at once, or right after the event another thread is delivering.
  /// Does nothing once the run has terminated.
  @inlinable
  func dispose() {
    let (dropped, claimed) = withLock { state -> (EventQueue<Event>?, Bool) in
      guard let dropped = state.terminate() else { return (nil, false) }
      guard !state.isDelivering else {
        state.queue.append(.interrupted)
        return (dropped, false)
      }
      state.isDelivering = true
      return (dropped, true)
    }
    withExtendedLifetime(dropped) {}  // Released here, outside the lock.
    if claimed { drain(from: .interrupted) }
  }

  /// Ends the run without delivering anything more: an operator downstream has already
  /// sent its own terminal event. Queued events are dropped and the lifetime ends once the
  /// delivery in progress, if any, returns.
  @inlinable
  func endQuietly() {
    let (dropped, finishing) = withLock { state -> (EventQueue<Event>?, Finishing) in
      guard let dropped = state.terminate() else { return (nil, .notHere) }
      return (dropped, state.claimFinish())
    }
    withExtendedLifetime(dropped) {}
    finish(finishing)
  }

  /// Delivers `first`, then every event queued meanwhile, until the queue is empty; then
  /// finishes the run if it has terminated.
  @inlinable
  func drain(from first: Event) {
    var event = first
    while true {
      observer?.send(event)
      let (next, finishing) = withLock { state -> (Event?, Finishing) in
        if let next = state.queue.popFirst() { return (next, .notHere) }
        state.isDelivering = false
        return (nil, state.claimFinish())
      }
      guard let next else { return finish(finishing) }
      event = next
    }
  }

  /// Lets go of the observer and disposes what the ended lifetime holds, if this thread
  /// claimed the finishing (``ProducerRunState/claimFinish()``, which ended the lifetime
  /// under the same lock as the claim).
  @inlinable
  func finish(_ finishing: Finishing) {
    switch finishing {
    case .notHere: return
    case .finish: observer = nil
    case .finishAndDispose:
      observer = nil
      disposeLifetime()
    }
  }

  /// Disposes what the ended lifetime holds, in order. Most runs added nothing to theirs:
  /// for them, handling an empty snapshot went through the bag's generic value witnesses
  /// (S9: about 150 instructions), so this is called only when there is something. Nothing
  /// can be added once the lifetime has ended, so the bag read here is the one the claim saw.
  @usableFromInline @inline(never)
  func disposeLifetime() {
    let ended = withLock { $0.disposables.removeAll() }
    ended.forEachElement { _, disposable in disposable.dispose() }
  }
}

extension ProducerRun {
  @usableFromInline
  func makeInspectionNode() -> RunNode {
    withLock { state in
      let node = RunNode(previous: state.inspectionNode)
      state.inspectionNode = node
      return node
    }
  }
}

extension ProducerRun: LifetimeStorage {
  @usableFromInline
  @discardableResult
  func insert(_ disposable: any Disposable) -> UInt64? {
    let token = withLock { state -> UInt64? in
      guard !state.isFinished else { return nil }
      return state.disposables.insert(disposable)
    }
    if token == nil { disposable.dispose() }
    return token
  }

  @usableFromInline
  func add(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    guard let token = insert(AnyDisposable(action)) else { return AnyDisposable() }
    return AnyDisposable { [weak self] in
      let removed = self?.withLock { $0.disposables.remove(token: token) }
      withExtendedLifetime(removed) {}  // Released here, outside the lock.
    }
  }
}

// Safe: `state` is behind its lock; `observer` is written before the run is shared and
// afterwards only by the thread holding the delivery, handed over through that lock.
extension ProducerRun: @unchecked Sendable {}
