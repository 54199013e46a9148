/// The state machine behind one signal, always touched under its core's lock.
///
/// It decides; ``SignalCore`` acts. Every method is a transition that returns what the
/// core must do once the lock is released, so no observer ever runs under the lock.
struct SignalState<Value: Sendable, Failure: Error> {
  typealias Event = Signal<Value, Failure>.Event
  typealias Observers = ContiguousArray<Bag<Observation<Value, Failure>>.Entry>

  /// One event to hand to a snapshot of the observers.
  struct Delivery: Sendable {
    let event: Event
    let observers: Observers
  }

  /// The result of adding an observer.
  enum Addition: Sendable {
    case added(Observation<Value, Failure>)
    case alreadyTerminated(Event)
  }

  private var observers = Bag<Observation<Value, Failure>>()
  /// Set when the terminal event starts its delivery; later observers receive it at once.
  private var terminalEvent: Event?
  /// Set when a terminal event is accepted, or the signal is torn down: later sends drop.
  private var isClosed = false
  /// Whether some thread is running the drain loop; sends made meanwhile are queued.
  private var isDelivering = false
  private var pending = EventQueue<Event>()
  /// Whether the public `Signal` object is still referenced.
  private var isReferenced = true

  /// Accepts an event sent on the signal.
  ///
  /// - Returns: The delivery the sending thread must now make, or `nil` when the event
  ///   was dropped (the signal is closed) or queued behind a delivery in progress.
  mutating func accept(_ event: Event) -> Delivery? {
    guard !isClosed else { return nil }
    if event.isTerminating { isClosed = true }
    guard !isDelivering else {
      pending.append(event)
      return nil
    }
    isDelivering = true
    return delivery(of: event)
  }

  /// Ends the delivery just made and returns the next queued one, if any.
  mutating func nextDelivery() -> Delivery? {
    guard let event = pending.popFirst() else {
      isDelivering = false
      return nil
    }
    return delivery(of: event)
  }

  private mutating func delivery(of event: Event) -> Delivery {
    guard event.isTerminating else { return Delivery(event: event, observers: observers.entries) }
    terminalEvent = event
    return Delivery(event: event, observers: observers.removeAll())
  }

  mutating func add(
    _ makeObservation: (_ token: UInt64) -> Observation<Value, Failure>
  ) -> Addition {
    if let terminalEvent { return .alreadyTerminated(terminalEvent) }
    let observation = makeObservation(observers.upcomingToken)
    observers.insert(observation)
    return .added(observation)
  }

  /// Removes an observer.
  ///
  /// - Returns: The removed observation, to be released outside the lock, and whether
  ///   the signal must now be torn down.
  mutating func remove(
    token: UInt64
  ) -> (removed: Observation<Value, Failure>?, tearDown: Bool) {
    let removed = observers.remove(token: token)
    return (removed, removed != nil && tearDownIfUnused())
  }

  /// Records that the public `Signal` object was released.
  ///
  /// - Returns: Whether the signal must now be torn down.
  mutating func releaseReference() -> Bool {
    isReferenced = false
    return tearDownIfUnused()
  }

  /// A signal nobody references or observes can never deliver to anyone: it closes, so
  /// that its core can release whatever feeds it.
  private mutating func tearDownIfUnused() -> Bool {
    guard !isReferenced, observers.isEmpty, !isClosed else { return false }
    isClosed = true
    return true
  }
}

/// A first-in, first-out queue that reuses its storage between bursts.
struct EventQueue<Element: Sendable>: Sendable {
  private var elements: ContiguousArray<Element> = []
  private var head = 0

  mutating func append(_ element: Element) {
    elements.append(element)
  }

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
