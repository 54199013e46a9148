import Signals

/// The events both sides of a model-based case deliver.
typealias ModelEvent = Signal<Int, TestError>.Event

/// One event received by one observer of a case's output (observer 0 or 1).
struct Delivery: Equatable, Sendable, CustomStringConvertible {
  var observer: Int
  var event: ModelEvent

  var description: String { "\(observer):\(event)" }
}

/// The reference model's signal: a plain, single-threaded statement of the documented
/// delivery rules (see the Threading and Reentrancy article).
///
/// - An event goes to the observers present when it was accepted, in the order they were
///   added, except those disposed before their turn.
/// - A send made during a delivery is queued and delivered after it, in order.
/// - After a terminal event nothing is accepted; an observer added after it receives it
///   at once.
final class ModelSignal {
  /// One observer; inactive once disposed or after the terminal event.
  final class Observation {
    fileprivate let receive: (ModelEvent) -> Void
    fileprivate(set) var isActive = true

    fileprivate init(_ receive: @escaping (ModelEvent) -> Void) {
      self.receive = receive
    }
  }

  private var observers: [Observation] = []
  private var queue: [(event: ModelEvent, observers: [Observation])] = []
  private var isDelivering = false
  private(set) var isClosed = false
  private var terminalEvent: ModelEvent?

  func send(_ event: ModelEvent) {
    guard !isClosed else { return }
    queue.append((event, observers))
    if event.isTerminating {
      isClosed = true
      terminalEvent = event
      observers = []
    }
    guard !isDelivering else { return }
    isDelivering = true
    while !queue.isEmpty {
      let (event, snapshot) = queue.removeFirst()
      for observation in snapshot where observation.isActive {
        if event.isTerminating { observation.isActive = false }
        observation.receive(event)
      }
    }
    isDelivering = false
  }

  /// Interrupts the signal as a producer's run is interrupted: the events still queued
  /// are dropped, and `interrupted` is delivered at once, or after the delivery in
  /// progress.
  func interrupt() {
    guard !isClosed else { return }
    queue.removeAll()
    send(.interrupted)
  }

  /// Adds an observer and returns what disposes it.
  @discardableResult
  func observe(_ receive: @escaping (ModelEvent) -> Void) -> () -> Void {
    if let terminalEvent {
      receive(terminalEvent)
      return {}
    }
    let observation = Observation(receive)
    observers.append(observation)
    return { [weak self] in
      observation.isActive = false
      self?.observers.removeAll { $0 === observation }
    }
  }
}

/// A stage of the reference model: its inputs are handled one at a time, as the library's
/// serializers do, and what it sends goes out on ``output``.
///
/// An input that arrives while another is being handled — a reentrant send that came back
/// around, or an event a handler caused — waits until that handler returns. Once the
/// output has terminated, inputs are ignored.
final class ModelNode {
  let output = ModelSignal()
  private var inbox: [() -> Void] = []
  private var isBusy = false

  func serially(_ work: @escaping () -> Void) {
    inbox.append(work)
    guard !isBusy else { return }
    isBusy = true
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      if !output.isClosed { next() }
    }
    isBusy = false
  }
}
