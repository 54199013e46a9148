import Synchronization

/// The state machine behind one signal, always touched under its core's lock.
///
/// It decides; ``SignalCore`` acts. Every method is a transition that returns what the
/// core must do once the lock is released, so no observer ever runs under the lock.
@usableFromInline
struct SignalState<Value: Sendable, Failure: Error> {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event
  @usableFromInline typealias Observers = Bag<Observation<Value, Failure>>.Snapshot

  /// One event to hand to a snapshot of the observers.
  @usableFromInline
  struct Delivery: Sendable {
    @usableFromInline let event: Event
    @usableFromInline let observers: Observers

    @inlinable
    init(event: Event, observers: Observers) {
      self.event = event
      self.observers = observers
    }

    /// Calls `body` with each observation of the snapshot, in order, without retaining it.
    ///
    /// Safe: `observers` holds a strong reference to every observation until this
    /// returns, so lending each one out unretained cannot outlive it. Retaining and
    /// releasing every observer on every event was most of the cost of a delivery.
    @inlinable
    func forEachObservation(_ body: (Observation<Value, Failure>) -> Void) {
      // The head, read as `Unmanaged` like the array's elements below: binding it with
      // `if let` retained and released it on every delivery.
      let head = unsafeBitCast(observers.head, to: Unmanaged<Observation<Value, Failure>>?.self)
      head?._withUnsafeGuaranteedRef(body)
      let offset = MemoryLayout<Bag<Observation<Value, Failure>>.Entry>.offset(of: \.element)!
      // Chained, not bound with `guard let`, which would retain the array.
      _ = observers.rest?.withUnsafeBufferPointer { entries in
        guard let base = UnsafeRawPointer(entries.baseAddress) else { return }
        let stride = MemoryLayout<Bag<Observation<Value, Failure>>.Entry>.stride
        for index in 0..<entries.count {
          // An optional class reference and an optional `Unmanaged` share one layout.
          let element = (base + index * stride + offset).load(
            as: Unmanaged<Observation<Value, Failure>>?.self)
          element?._withUnsafeGuaranteedRef(body)
        }
      }
    }
  }

  /// The result of adding an observer.
  @usableFromInline
  enum Addition: Sendable {
    /// The observer was added; the delivery, if any, is the replayed value the adding
    /// thread must now deliver to it (it found the signal idle).
    case added(Observation<Value, Failure>, Delivery?)
    case alreadyTerminated(Event)
  }

  @usableFromInline var observers = Bag<Observation<Value, Failure>>()
  /// The observers the terminal event is being delivered to, from its acceptance until
  /// the core has delivered it: out of the bag, but an observation disposed meanwhile
  /// must still be found, so that it does not receive the event.
  @usableFromInline var terminalObservers: Observers?
  /// Set when the terminal event is accepted; later observers receive it at once.
  @usableFromInline var terminalEvent: Event?
  /// Set when a terminal event is accepted, or the signal is torn down: later sends drop.
  @usableFromInline var isClosed = false
  /// Deliveries accepted while another was in progress, each with the observers it was
  /// accepted for: an observer added later does not receive an event accepted before it.
  /// Whether some thread is draining is the core's ``DrainPhase``, kept outside the lock.
  @usableFromInline var pending = EventQueue<Delivery>()
  /// Whether the public `Signal` object is still referenced.
  @usableFromInline var isReferenced = true
  /// How many of ``observers`` are an ``Inspector``'s: they count events but keep no
  /// signal alive, so a signal whose only observers they are is torn down as an
  /// unobserved one is. Zero unless an inspector recorded the signal.
  @usableFromInline var passiveObservers = 0

  @inlinable
  init() {}

  /// Accepts an event sent on the signal.
  ///
  /// - Returns: The delivery the sending thread must now make, or `nil` when the event
  ///   was dropped (the signal is closed) or queued behind a delivery in progress.
  @inlinable
  mutating func accept(_ event: Event, phase: borrowing DrainPhase) -> Delivery? {
    guard !isClosed else { return nil }
    if event.isTerminating { isClosed = true }
    return start(delivery(of: event), phase: phase)
  }

  /// Accepts an event sent on a signal whose sends are serial by construction (see
  /// ``SignalCore/sendSerially(_:)``): no delivery can be in progress.
  ///
  /// - Returns: The delivery to make now, or `nil` when the signal is closed.
  @inlinable
  mutating func acceptSerially(_ event: Event) -> Delivery? {
    guard !isClosed else { return nil }
    if event.isTerminating { isClosed = true }
    return delivery(of: event)
  }

  /// Starts `delivery` if the signal is idle, or queues it behind the one in progress.
  @inlinable
  mutating func start(_ delivery: Delivery, phase: borrowing DrainPhase) -> Delivery? {
    guard phase.claimOrMarkQueued() else {
      pending.append(delivery)
      return nil
    }
    return delivery
  }

  /// Returns the next queued delivery, for a drain loop whose lock-free finish found
  /// deliveries queued (see ``DrainPhase``); or ends the drain if there is none.
  @inlinable
  mutating func nextDelivery(phase: borrowing DrainPhase) -> Delivery? {
    guard let delivery = pending.popFirst() else {
      phase.set(DrainPhase.idle)
      return nil
    }
    if pending.isEmpty { phase.set(DrainPhase.delivering) }
    return delivery
  }

  @inlinable
  mutating func delivery(of event: Event) -> Delivery {
    guard event.isTerminating else { return Delivery(event: event, observers: observers.snapshot) }
    return terminalDelivery(of: event)
  }

  /// Out of line: inlined, the terminal case made every send's code larger and slower.
  @inlinable @inline(never)
  mutating func terminalDelivery(of event: Event) -> Delivery {
    terminalEvent = event
    passiveObservers = 0
    let observers = observers.removeAll()
    if !observers.isEmpty { terminalObservers = observers }
    return Delivery(event: event, observers: observers)
  }

  /// Adds an observer, and queues `replayed` for it alone ahead of any later event.
  @inlinable
  mutating func add(
    replaying replayed: Value? = nil,
    phase: borrowing DrainPhase,
    _ makeObservation: (_ token: UInt64) -> Observation<Value, Failure>
  ) -> Addition {
    if let terminalEvent { return .alreadyTerminated(terminalEvent) }
    let observation = makeObservation(observers.upcomingToken)
    let token = observers.insert(observation)
    guard let replayed else { return .added(observation, nil) }
    let observers = Observers(head: observation, headToken: token)
    return .added(
      observation, start(Delivery(event: .value(replayed), observers: observers), phase: phase))
  }

  /// Removes an observer, and deactivates it, so that a delivery already holding it
  /// skips it; one awaiting the terminal event is only deactivated.
  ///
  /// - Returns: The removed observation, to be released outside the lock, and whether
  ///   the signal must now be torn down.
  @inlinable
  mutating func remove(
    token: UInt64
  ) -> (removed: Observation<Value, Failure>?, tearDown: Bool) {
    guard let removed = observers.remove(token: token) else {
      terminalObservers?.element(for: token)?.isActive.store(false, ordering: .releasing)
      return (nil, false)
    }
    removed.isActive.store(false, ordering: .releasing)
    return (removed, tearDownIfUnused())
  }

  /// Records that the public `Signal` object was released.
  ///
  /// - Returns: Whether the signal must now be torn down.
  @inlinable
  mutating func releaseReference() -> Bool {
    isReferenced = false
    return tearDownIfUnused()
  }

  /// A signal nobody references or observes can never deliver to anyone: it closes, so
  /// that its core can release whatever feeds it.
  @inlinable
  mutating func tearDownIfUnused() -> Bool {
    guard !isReferenced, !isClosed else { return false }
    guard observers.isEmpty || isObservedOnlyPassively else { return false }
    isClosed = true
    if passiveObservers != 0 { dropPassiveObservers() }
    return true
  }

  /// Whether every observer left is an inspector's.
  @inlinable
  var isObservedOnlyPassively: Bool {
    passiveObservers != 0 && observers.count == passiveObservers
  }

  /// Lets go of the inspector's observers of a signal torn down: each holds the core, so
  /// kept, they would keep it for ever. Released under the lock, which is safe for these
  /// alone: an inspector's observer holds nothing whose release takes a lock, and the
  /// core outlives the call, its caller holding it.
  @inlinable @inline(never)
  mutating func dropPassiveObservers() {
    passiveObservers = 0
    _ = observers.removeAll()
  }
}

/// A first-in, first-out queue that reuses its storage between bursts.
@usableFromInline
struct EventQueue<Element: Sendable>: Sendable {
  @usableFromInline var elements: ContiguousArray<Element> = []
  @usableFromInline var head = 0

  @inlinable
  init() {}

  @inlinable
  mutating func append(_ element: Element) {
    elements.append(element)
  }

  @inlinable
  var isEmpty: Bool { head == elements.count }

  @inlinable
  mutating func popFirst() -> Element? {
    guard head < elements.count else { return nil }
    let element = elements[head]
    head += 1
    if head == elements.count {
      elements.removeAll(keepingCapacity: true)
      head = 0
    }
    return element
  }
}
