/// The shared machinery of one signal: it accepts events from any thread and delivers
/// them serially to the signal's observers.
///
/// Delivery uses a drain loop. The thread whose send finds the signal idle delivers that
/// event and then every event queued meanwhile, in order; a send made while a delivery
/// is in progress — from inside an observer or from another thread — is queued and
/// returns at once. So events are never delivered concurrently, never reordered, and a
/// send never waits for another thread's observers.
///
/// The hot paths are `@inlinable` so that clients specialise them for their value types:
/// unspecialised, every event would look up generic metadata at run time.
@usableFromInline
final class SignalCore<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  @usableFromInline let state = Locked.make(SignalState<Value, Failure>())
  @usableFromInline let disposables = CompositeDisposable()

  /// Ends when the signal terminates or is torn down; it holds what feeds the signal.
  @usableFromInline let lifetime: Lifetime

  @inlinable
  init() {
    lifetime = Lifetime(disposables)
  }

  @inlinable
  func send(_ event: Event) {
    guard let delivery = accept(event) else { return }
    drain(from: delivery)
  }

  /// Accepts `event` without delivering it.
  ///
  /// - Returns: The delivery the caller must drain (see ``drain(from:)``) once it holds no
  ///   lock, or `nil` when the event was dropped or queued behind a delivery in progress.
  @inlinable
  func accept(_ event: Event) -> SignalState<Value, Failure>.Delivery? {
    state.withLock { $0.accept(event) }
  }

  /// Makes `delivery`, then every delivery queued meanwhile, until the queue is empty.
  ///
  /// Only the thread that was handed a delivery by the state machine — the one that
  /// found the signal idle — calls this; so deliveries never overlap.
  @inlinable
  func drain(from first: SignalState<Value, Failure>.Delivery) {
    var delivery = first
    while !delivery.event.isTerminating {
      let event = delivery.event
      delivery.forEachObservation { $0.receive(event) }
      guard let next = state.withLock({ $0.nextDelivery() }) else { return }
      delivery = next
    }
    for entry in delivery.observers { entry.element?.receiveTerminal(delivery.event) }
    disposables.dispose()
  }

  /// Adds an observer. On a terminated signal, the observer receives the terminal event
  /// at once and the returned disposable is already disposed.
  @inlinable
  func observe(_ action: Observation<Value, Failure>.Action) -> any Disposable {
    let addition = state.withLock { state in
      state.add { token in Observation(core: self, token: token, action: action) }
    }
    return observation(for: addition, action: action)
  }

  /// Adds an observer whose first event is `replayed`, ahead of every event accepted
  /// after it. Call it under the lock that orders this signal's sends (a property's), so
  /// that `replayed` is the latest value and no send slips in between.
  ///
  /// - Returns: The observation, and the delivery of `replayed` the caller must drain
  ///   once it released its own lock — `nil` if another thread's drain will make it.
  @inlinable
  func observe(
    _ action: Observation<Value, Failure>.Action,
    replaying replayed: Value
  ) -> (any Disposable, SignalState<Value, Failure>.Delivery?) {
    let addition = state.withLock { state in
      state.add(replaying: replayed) { token in
        Observation(core: self, token: token, action: action)
      }
    }
    if case .added(let observation, let delivery) = addition { return (observation, delivery) }
    return (observation(for: addition, action: action), nil)
  }

  @inlinable
  func observation(
    for addition: SignalState<Value, Failure>.Addition,
    action: Observation<Value, Failure>.Action
  ) -> any Disposable {
    switch addition {
    case .added(let observation, _):
      return observation
    case .alreadyTerminated(let event):
      let observation = Observation(core: self, token: .max, action: action)
      observation.receiveTerminal(event)
      return observation
    }
  }

  @inlinable
  func remove(token: UInt64) {
    let (removed, tearDown) = state.withLock { $0.remove(token: token) }
    withExtendedLifetime(removed) {}  // Released here, outside the lock.
    if tearDown { disposables.dispose() }
  }

  @inlinable
  func signalDidDeinitialize() {
    if state.withLock({ $0.releaseReference() }) { disposables.dispose() }
  }
}
