/// The state of a ``ProducerRun``, only touched under its lock.
@usableFromInline
struct ProducerRunState<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  @usableFromInline var queue = EventQueue<Event>()
  @usableFromInline var isDelivering = false
  /// Set when a terminal event is accepted, or the run is interrupted or ended quietly:
  /// nothing is accepted afterwards.
  @usableFromInline var isTerminated = false
  /// Set, under the lock, by the one thread that then finishes the run.
  @usableFromInline var isFinished = false
  /// What the run's lifetime holds, disposed in order when the run finishes.
  @usableFromInline var disposables = Bag<any Disposable>()
  /// Whether the run's lifetime has ended: set when its disposables are taken out.
  @usableFromInline var hasLifetimeEnded = false
  /// The inspector nodes of the run's stages, the latest first, if an inspector records
  /// it: the inspector holds them weakly, so the run keeps them.
  @usableFromInline var inspectionNode: RunNode?

  @inlinable
  init() {}

  /// Terminates the run, if it has not terminated, and hands back the events still
  /// queued, which will never be delivered; `nil` if it had already terminated.
  @inlinable
  mutating func terminate() -> EventQueue<Event>? {
    guard !isTerminated else { return nil }
    isTerminated = true
    defer { queue = EventQueue() }
    return queue
  }

  /// Claims the finishing of a terminated run that nobody is delivering, once.
  @inlinable
  mutating func claimFinish() -> Bool {
    guard isTerminated, !isDelivering, !isFinished else { return false }
    isFinished = true
    return true
  }
}
