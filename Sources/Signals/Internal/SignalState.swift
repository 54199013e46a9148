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
    /// The first observer, held; `nil` in a delivery that lends it (``lentHead``).
    @usableFromInline let head: Observation<Value, Failure>?
    /// The later observers, held; `nil` when there are none. No token beside them, as a
    /// snapshot of the bag has: a delivery never looks an observer up.
    @usableFromInline let rest: ContiguousArray<Bag<Observation<Value, Failure>>.Entry>?
    /// The bag's head, not retained, in the delivery a send makes at once: a retain and
    /// a release of the head observer, two atomic operations, on every send to a signal
    /// with one observer. It stays alive without them because, while the signal's drain
    /// is in progress, a removed head is retired rather than released, and let go of by
    /// the drain loop once it has finished delivering (see ``retire(_:phase:)``). A
    /// terminal delivery lends its head too, for another reason: see
    /// ``init(event:lendingTerminal:)``.
    ///
    /// The object's address, or 0 for none: an optional `Unmanaged` stored here was
    /// copied and destroyed through the runtime's generic enum witnesses, which an
    /// integer never is.
    @usableFromInline let lentHead: UInt

    @inlinable
    init(event: Event, observers: Observers) {
      self.event = event
      self.head = observers.head
      self.rest = observers.rest
      self.lentHead = 0
    }

    /// A delivery of `event` to the observers of `bag`, lending its head.
    ///
    /// Only for the delivery the thread that claimed the drain makes at once, before it
    /// finishes or takes the lock again: never one that is queued.
    @inlinable
    init(event: consuming Event, lending bag: borrowing Bag<Observation<Value, Failure>>) {
      self.event = event
      self.head = nil
      self.rest = bag.entries.isEmpty ? nil : bag.entries
      // An optional class reference is its address, or 0 for `nil`.
      self.lentHead = unsafeBitCast(bag.head, to: UInt.self)
    }

    /// A delivery of the terminal event to `observers`, lending their head: the state
    /// holds them as its ``SignalState/terminalObservers`` until the core has made this
    /// delivery (``SignalCore/endTerminalDelivery()``), so the head stays alive without
    /// the retain and release that holding it here too would cost.
    @inlinable
    init(event: Event, lendingTerminal observers: borrowing Observers) {
      self.event = event
      self.head = nil
      self.rest = observers.rest
      self.lentHead = unsafeBitCast(observers.head, to: UInt.self)
    }

    /// Whether this terminal delivery lends observers that the state holds as its
    /// ``SignalState/terminalObservers`` until the core ends the delivery
    /// (``SignalCore/endTerminalDelivery()``). Told from the fields, not stored: a flag
    /// made every delivery larger, and every send slower (S13 +45 instructions). Only
    /// such a delivery has observers but holds no head; ``SignalState/terminalDelivery(of:)``
    /// makes sure of it.
    @inlinable
    var lendsTerminalObservers: Bool { head == nil && (lentHead != 0 || rest != nil) }

    /// The only observation of a delivery that holds no array (``rest`` is `nil`), not
    /// retained: safe for the reason ``forEachObservation(_:)`` is. One call site where
    /// the loop had three, so that a send to one observer calls it directly, not
    /// through a closure the loop's code size kept out of line.
    @inlinable
    var onlyObservation: Unmanaged<Observation<Value, Failure>>? {
      if let lent = UnsafeRawPointer(bitPattern: lentHead) { return .fromOpaque(lent) }
      return unsafeBitCast(head, to: Unmanaged<Observation<Value, Failure>>?.self)
    }

    /// Calls `body` with each observation of the snapshot, in order, without retaining it.
    ///
    /// Safe: the delivery holds a strong reference to every observation but the lent head
    /// until this returns (and the signal keeps that one, see ``lentHead``), so lending
    /// each one out unretained cannot outlive it. Retaining and releasing every observer
    /// on every event was most of the cost of a delivery.
    @inlinable
    func forEachObservation(_ body: (Observation<Value, Failure>) -> Void) {
      if let lent = UnsafeRawPointer(bitPattern: lentHead) {
        Unmanaged<Observation<Value, Failure>>.fromOpaque(lent)._withUnsafeGuaranteedRef(body)
      }
      // The head, read as `Unmanaged` like the array's elements below: binding it with
      // `if let` retained and released it on every delivery.
      let head = unsafeBitCast(self.head, to: Unmanaged<Observation<Value, Failure>>?.self)
      head?._withUnsafeGuaranteedRef(body)
      let offset = MemoryLayout<Bag<Observation<Value, Failure>>.Entry>.offset(of: \.element)!
      // Chained, not bound with `guard let`, which would retain the array.
      _ = rest?.withUnsafeBufferPointer { entries in
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
  /// through a token handle must still be found, so that it does not receive the event.
  /// `nil` when no observer has such a handle: the delivery then holds them itself (see
  /// ``terminalDelivery(of:)``).
  @usableFromInline var terminalObservers: Observers?
  /// Set when the terminal event is accepted; later observers receive it at once.
  @usableFromInline var terminalEvent: Event?
  /// Set when a terminal event is accepted, or the signal is torn down: later sends drop.
  @usableFromInline var isClosed = false
  /// Deliveries accepted while another was in progress, each with the observers it was
  /// accepted for: an observer added later does not receive an event accepted before it.
  /// Whether some thread is draining is the core's ``DrainPhase``, kept outside the lock.
  @usableFromInline var pending = EventQueue<Delivery>()
  /// Head observers removed while a drain was in progress, which may be delivering to
  /// one of them unretained (see ``Delivery/lentHead``): the drain loop lets go of them
  /// when it next takes the lock, after its delivery. `nil` when there are none.
  @usableFromInline var retired: ContiguousArray<Observation<Value, Failure>>?
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
  @inlinable @inline(__always)
  mutating func accept(_ event: consuming Event, phase: borrowing DrainPhase) -> Delivery? {
    guard !isClosed else { return nil }
    guard !event.isTerminating else { return acceptTerminal(event, phase: phase) }
    guard phase.claimUnderLockOrMarkQueued() else {
      pending.append(Delivery(event: event, observers: observers.snapshot))
      return nil
    }
    return Delivery(event: event, lending: observers)
  }

  /// Accepts the terminal event. Out of line, so that ``accept(_:phase:)``, which every
  /// send inlines, stays small.
  @inlinable @inline(never)
  mutating func acceptTerminal(_ event: Event, phase: borrowing DrainPhase) -> Delivery? {
    isClosed = true
    return start(terminalDelivery(of: event), phase: phase)
  }

  /// Starts `delivery` if the signal is idle, or queues it behind the one in progress.
  @inlinable
  mutating func start(_ delivery: consuming Delivery, phase: borrowing DrainPhase) -> Delivery? {
    guard phase.claimUnderLockOrMarkQueued() else {
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

  /// Out of line: inlined, the terminal case made every send's code larger and slower.
  @inlinable @inline(never)
  mutating func terminalDelivery(of event: Event) -> Delivery {
    terminalEvent = event
    passiveObservers = 0
    let observers = observers.removeAll()
    guard !observers.isEmpty else { return Delivery(event: event, observers: observers) }
    // Only an observation disposed through a token handle must still be found while the
    // terminal event is delivered (see ``remove(token:phase:)``): any other one deactivates
    // itself. Without one, the delivery holds the observers and lets go of them itself,
    // and ending it takes no second lock (S4's inner signals, which `flatMap` observes).
    // A bag without a head lends anyway, so that a delivery that holds its observers
    // always holds a head (see ``Delivery/lendsTerminalObservers``).
    guard observers.head == nil || Self.anyHasTokenHandle(observers) else {
      return Delivery(event: event, observers: observers)
    }
    let delivery = Delivery(event: event, lendingTerminal: observers)
    terminalObservers = consume observers
    return delivery
  }

  /// Whether any of `observers` is disposed through a token handle.
  @inlinable
  static func anyHasTokenHandle(_ observers: borrowing Observers) -> Bool {
    if let head = observers.head, head.hasTokenHandle { return true }
    return observers.rest?.contains { $0.element?.hasTokenHandle == true } ?? false
  }

  /// Adds an observer, and queues `replayed` for it alone ahead of any later event.
  @inlinable
  mutating func add(
    replaying replayed: Value?,
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
    token: UInt64, phase: borrowing DrainPhase
  ) -> (removed: Observation<Value, Failure>?, tearDown: Bool) {
    let wasHead = token == observers.headToken
    guard let removed = observers.remove(token: token) else {
      // Kept for a token handle to find: see ``terminalDelivery(of:)``.
      terminalObservers?.element(for: token)?.isActive.store(false, ordering: .releasing)
      return (nil, false)
    }
    removed.isActive.store(false, ordering: .releasing)
    let tearDown = tearDownIfUnused(phase: phase)
    // Only the head is ever lent; an entry of the array is held by the delivery's copy.
    guard wasHead else { return (removed, tearDown) }
    return (retire(removed, phase: phase), tearDown)
  }

  /// Keeps a removed head observer for the drain in progress, which may be delivering to
  /// it unretained (see ``Delivery/lentHead``); the drain lets go of it when it next takes
  /// the lock (``takeRetired()``).
  ///
  /// - Returns: `observation` to release once the lock is released, when no drain is in
  ///   progress; `nil` when it was retired.
  @inlinable
  mutating func retire(
    _ observation: Observation<Value, Failure>, phase: borrowing DrainPhase
  ) -> Observation<Value, Failure>? {
    guard phase.holdFinishForRetired() else { return observation }
    retireSlowly(observation)
    return nil
  }

  @inlinable @inline(never)
  mutating func retireSlowly(_ observation: Observation<Value, Failure>) {
    retired = (retired ?? []) + [observation]
  }

  /// The retired observers, for the drain loop to release once the lock is released.
  @inlinable
  mutating func takeRetired() -> ContiguousArray<Observation<Value, Failure>>? {
    guard retired != nil else { return nil }
    defer { retired = nil }
    return retired
  }

  /// Records that the public `Signal` object was released.
  ///
  /// - Returns: Whether the signal must now be torn down.
  @inlinable
  mutating func releaseReference(phase: borrowing DrainPhase) -> Bool {
    isReferenced = false
    return tearDownIfUnused(phase: phase)
  }

  /// A signal nobody references or observes can never deliver to anyone: it closes, so
  /// that its core can release whatever feeds it.
  @inlinable
  mutating func tearDownIfUnused(phase: borrowing DrainPhase) -> Bool {
    guard !isReferenced, !isClosed else { return false }
    guard observers.isEmpty || isObservedOnlyPassively else { return false }
    isClosed = true
    if passiveObservers != 0 { dropPassiveObservers(phase: phase) }
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
  mutating func dropPassiveObservers(phase: borrowing DrainPhase) {
    passiveObservers = 0
    let dropped = observers.removeAll()
    // The head may be lent to the drain in progress: kept until it has delivered.
    if let head = dropped.head { _ = retire(head, phase: phase) }
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
