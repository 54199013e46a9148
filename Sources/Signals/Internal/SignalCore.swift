import Synchronization

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
///
/// The state and its lock are the core's own stored properties (``LockedState``): one
/// allocation per signal, where a ``Locked`` of its own made two.
@usableFromInline
final class SignalCore<Value: Sendable, Failure: Error>:
  LockedState<SignalState<Value, Failure>>, @unchecked Sendable
{
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  /// Whether a thread is draining, and whether deliveries are queued behind it: changed
  /// by senders under the lock, and finished by the drain loop without it.
  @usableFromInline let phase = DrainPhase()
  /// Set once the signal has terminated or been torn down, after its lock said so; never
  /// before. Releasing an emitter or a signal reads it to skip a lock acquisition that
  /// could only find the signal closed: `false` just means "take the lock and look".
  @usableFromInline let isFinished = Atomic(false)
  /// What feeds the signal, disposed when it terminates or is torn down: the contents
  /// of its generator's lifetime. A core with no generator (a pipe's, a property's)
  /// has none, which saves three allocations per signal.
  @usableFromInline let disposables: CompositeDisposable?

  /// Whether an inspector was recording when the core was made, so that it may hold the
  /// core's node: read where an observer is added, so that with no inspector on that
  /// costs one load of a field at hand instead of a call to read a global.
  @usableFromInline let mayBeInspected: Bool

  /// Runs an operation in this core's specialised code, for unspecialised callers (see
  /// ``CoreOperation``). It captures nothing, so creating it allocates nothing.
  @usableFromInline let perform: @Sendable (SignalCore, CoreOperation) -> Void

  /// Creates the core of a signal.
  ///
  /// - Parameters:
  ///   - hasGenerator: Whether a generator feeds the signal, and so needs a lifetime.
  @inlinable
  init(hasGenerator: Bool = false) {
    disposables = hasGenerator ? CompositeDisposable() : nil
    mayBeInspected = Inspection.isOn
    perform = { core, operation in
      switch operation {
      case .remove(let token): core.remove(token: token)
      case .releaseReference: core.signalDidDeinitialize()
      case .interrupt: core.sendUnlessFinished(.interrupted)
      case .complete: core.sendUnlessFinished(.completed)
      case .register: Inspection.register(core)
      }
    }
    super.init(state: SignalState())
    if _slowPath(mayBeInspected) { perform(.register) }
  }

  /// Runs `operation` in this core's specialised code (see ``CoreOperation``).
  @inlinable @inline(__always)
  func perform(_ operation: CoreOperation) {
    perform(self, operation)
  }

  /// Runs `operation`, an interruption or the release of the signal, unless the signal
  /// has finished, when it could change nothing: for the unspecialised deinitializers of
  /// an emitter, a generator's sender and a signal. The check is a load of a field here,
  /// where the call through ``perform`` into specialised code, only to read the flag
  /// there and return, cost about 60 instructions per object released.
  @inlinable @inline(__always)
  func performUnlessFinished(_ operation: CoreOperation) {
    guard !isFinished.load(ordering: .acquiring) else { return }
    perform(self, operation)
  }

  /// Sends a copy of `event`: the method observers are made of. As a function value, a
  /// consuming parameter took a thunk on every send.
  @inlinable
  func send(_ event: Event) {
    sendHandingOver(event)
  }

  /// ``send(_:)`` for a sender that hands the event over, an emitter: moved into the
  /// delivery, the event is not copied, which retained and released a payload that is
  /// an object (S4's outer events carry a signal).
  @inlinable
  func sendHandingOver(_ event: consuming Event) {
    deliver(accept(event))
  }

  /// Makes `delivery`, if there is one, and every delivery queued behind it (see
  /// ``drain(from:)``): what a send does once it has released the lock.
  @inlinable @inline(__always)
  func deliver(_ delivery: consuming SignalState<Value, Failure>.Delivery?) {
    guard let delivery else { return }
    // A delivery to the signal's only observer holds no array, and this branch shows the
    // optimizer so: without it, every such send released the missing array, a call into
    // the runtime (11 of a property set's 139 instructions).
    guard delivery.rest != nil else { return deliverToOne(delivery) }
    drain(from: delivery)
  }

  /// ``drain(from:)`` for a delivery to at most one observer, made in the sender's own
  /// code: the call into the drain loop, and the delivery it took on the stack, were a
  /// fifth of a property set's instructions. Only the loop over an observer array stays
  /// out of line.
  @inlinable @inline(__always)
  func deliverToOne(_ delivery: SignalState<Value, Failure>.Delivery) {
    guard !delivery.event.isTerminating else { return deliverTerminal(delivery) }
    // The event is read in place: a copy of it retained and released its payload.
    delivery.onlyObservation?._withUnsafeGuaranteedRef { $0.receive(delivery.event) }
    finishDraining()
  }

  /// Accepts `event` without delivering it.
  ///
  /// - Returns: The delivery the caller must drain (see ``drain(from:)``) once it holds no
  ///   lock, or `nil` when the event was dropped or queued behind a delivery in progress.
  @inlinable
  func accept(_ event: consuming Event) -> SignalState<Value, Failure>.Delivery? {
    // Not `withLock`: its closure could not move the event into the delivery.
    lock.lock()
    let delivery = state.accept(event, phase: phase)
    lock.unlock()
    return delivery
  }

  /// Makes `delivery`, then every delivery queued meanwhile, until the queue is empty.
  ///
  /// Only the thread that was handed a delivery by the state machine — the one that
  /// found the signal idle — calls this; so deliveries never overlap.
  ///
  /// The first delivery is borrowed and made in place: copying it into the loop's
  /// variable retained and released the observer snapshot once more on every send.
  /// Specialised but not inlined into every send site: inlined, its observer loop ran
  /// about a nanosecond slower per observer in the fan-out benchmark.
  @inlinable @inline(never)
  func drain(from first: borrowing SignalState<Value, Failure>.Delivery) {
    guard !first.event.isTerminating else { return deliverTerminal(first) }
    let event = first.event
    first.forEachObservation { $0.receive(event) }
    finishDraining()
  }

  /// Ends the drain after the first delivery, or goes on with the deliveries queued
  /// behind it: what every way of making a send's delivery ends with.
  @inlinable @inline(__always)
  func finishDraining() {
    // Safe without the lock when nothing was queued: see ``DrainPhase``.
    if phase.finishIfNothingQueued() { return }
    drainQueued()
  }

  /// Makes the deliveries queued behind the one just made, until the queue is empty, and
  /// lets go of the observers retired while it delivered (see
  /// ``SignalState/Delivery/lentHead``).
  @inlinable
  func drainQueued() {
    while true {
      let (next, retired) = withLock { state in
        (state.nextDelivery(phase: phase), state.takeRetired())
      }
      withExtendedLifetime(retired) {}  // Released here, outside the lock.
      guard let delivery = next else { return }
      guard !delivery.event.isTerminating else { return deliverTerminal(delivery) }
      let event = delivery.event
      delivery.forEachObservation { $0.receive(event) }
      if phase.finishIfNothingQueued() { return }
    }
  }

  /// Makes the terminal delivery, the last one, and releases what fed the signal.
  @inlinable
  func deliverTerminal(_ delivery: borrowing SignalState<Value, Failure>.Delivery) {
    let event = delivery.event
    delivery.forEachObservation { $0.receiveTerminal(event) }
    if delivery.lendsTerminalObservers { endTerminalDelivery() }
    isFinished.store(true, ordering: .releasing)
    disposables?.dispose()
  }

  /// Adds an observer, for a caller that returns the disposable (see
  /// ``ObservationHandle``). On a terminated signal, the observer receives the terminal
  /// event at once and the returned disposable is already disposed.
  @inlinable
  func observeHandle(_ action: Observation<Value, Failure>.Action) -> any Disposable {
    // Only the token comes out of the lock: the observation goes into the bag and nowhere
    // else, so adding one costs no retain and release of it (S8's regression of
    // 2026-11-25, when the handle stopped holding the observation).
    typealias Added = (token: UInt64, terminal: Signal<Value, Failure>.Event?)
    let added = withLock { state -> Added in
      if let terminalEvent = state.terminalEvent { return (.max, terminalEvent) }
      let token = state.observers.insert(
        Observation(
          core: self, token: state.observers.upcomingToken, action: action,
          hasTokenHandle: true))
      return (token, nil)
    }
    if _slowPath(mayBeInspected) { Inspection.noteObservation(of: self) }
    guard let terminalEvent = added.terminal else {
      return ObservationHandle(core: self, token: added.token)
    }
    return ObservationHandle(observationOfTerminated(by: terminalEvent, action: action))
  }

  /// Adds an observer, for an operator that keeps the observation itself and lets go of
  /// it when it ends. On a terminated signal, the observer receives the terminal event
  /// at once and the returned observation is already disposed.
  @inlinable
  func observe(
    _ action: consuming Observation<Value, Failure>.Action
  ) -> Observation<Value, Failure> {
    // Not through `SignalState.Addition`, whose payload holds a delivery: handing that
    // enum out of the lock destroyed it through its generic value witness (S4).
    // Exactly one of the two is set.
    typealias Added = (observation: Observation<Value, Failure>?, terminal: Event?)
    // Moved into the observation, not copied: a copy retained the observer's context,
    // and the caller then released its own (S4).
    var action = Optional(action)
    let added = withLock { state -> Added in
      if let terminalEvent = state.terminalEvent { return (nil, terminalEvent) }
      let observation = Observation(
        core: self, token: state.observers.upcomingToken, action: action.take()!)
      state.observers.insert(observation)
      return (observation, nil)
    }
    if _slowPath(mayBeInspected) { Inspection.noteObservation(of: self) }
    guard let terminalEvent = added.terminal else { return added.observation! }
    return observationOfTerminated(by: terminalEvent, action: action.take()!)
  }

  /// Adds an observer whose first event is the value `read` returns, ahead of every event
  /// accepted after it; when `read` returns `nil`, it is an ordinary observer.
  ///
  /// `read` runs under this core's lock, which a property (or a result signal) also
  /// writes its value under: so the replayed value is the latest one and no send slips
  /// in between.
  ///
  /// - Returns: The observation, and the delivery of the replayed value the caller must
  ///   drain — `nil` if another thread's drain will make it.
  @inlinable
  func observe(
    _ action: Observation<Value, Failure>.Action,
    replaying read: () -> Value?
  ) -> (any Disposable, SignalState<Value, Failure>.Delivery?) {
    let addition = withLock { state in
      state.add(replaying: read(), phase: phase) { token in
        Observation(core: self, token: token, action: action)
      }
    }
    if _slowPath(mayBeInspected) { Inspection.noteObservation(of: self) }
    if case .added(let observation, let delivery) = addition {
      return (ObservationHandle(observation), delivery)
    }
    return (ObservationHandle(observation(for: addition, action: action)), nil)
  }

  /// Adds an inspector's observer, which counts events without keeping the signal alive
  /// (see ``SignalState/passiveObservers``). On a terminated signal, it adds nothing.
  @usableFromInline
  func observePassively(_ action: @escaping @Sendable (Event) -> Void) {
    withLock { state in
      guard state.terminalEvent == nil else { return }
      let observation = Observation(
        core: self, token: state.observers.upcomingToken, action: .events(action))
      state.observers.insert(observation)
      state.passiveObservers += 1
    }
  }

  /// How many observers the signal has, not counting an inspector's.
  @usableFromInline
  var activeObserverCount: Int {
    withLock { $0.observers.count - $0.passiveObservers }
  }

  @inlinable
  func observation(
    for addition: SignalState<Value, Failure>.Addition,
    action: Observation<Value, Failure>.Action
  ) -> Observation<Value, Failure> {
    switch addition {
    case .added(let observation, _):
      return observation
    case .alreadyTerminated(let event):
      return observationOfTerminated(by: event, action: action)
    }
  }

  /// The observation of an observer added after `event` ended the signal: it receives
  /// `event` at once and is already disposed (its token is in no bag).
  @inlinable
  func observationOfTerminated(
    by event: Event, action: Observation<Value, Failure>.Action
  ) -> Observation<Value, Failure> {
    let observation = Observation(core: self, token: .max, action: action)
    observation.receiveTerminal(event)
    return observation
  }

  /// Lets go of the observers of the terminal delivery just made, outside the lock: what
  /// their observers capture may send on this very signal as it goes (an emitter, whose
  /// release completes its signal, feeding this one). Out of line: inlined into the send
  /// paths, it made every send's code larger and slower.
  @inlinable @inline(never)
  func endTerminalDelivery() {
    let observers = withLock { $0.terminalObservers.take() }
    withExtendedLifetime(observers) {}  // Released here, outside the lock.
  }

  @inlinable
  func remove(token: UInt64) {
    let (removed, tearDown) = withLock { $0.remove(token: token, phase: phase) }
    withExtendedLifetime(removed) {}  // Released here, outside the lock.
    if tearDown { tearDownFinished() }
  }

  @inlinable
  func signalDidDeinitialize() {
    // Safe to skip: on a closed signal, releasing the reference changes nothing.
    guard !isFinished.load(ordering: .acquiring) else { return }
    if withLock({ $0.releaseReference(phase: phase) }) { tearDownFinished() }
  }

  /// Sends the terminal event of a released emitter or property, unless the signal has
  /// already finished, in which case the send could only be dropped.
  @inlinable
  func sendUnlessFinished(_ event: Event) {
    guard !isFinished.load(ordering: .acquiring) else { return }
    send(event)
  }

  @inlinable
  func tearDownFinished() {
    isFinished.store(true, ordering: .releasing)
    disposables?.dispose()
  }
}
