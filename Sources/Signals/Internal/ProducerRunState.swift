/// The state of a ``ProducerRun``, only touched under its lock.
@usableFromInline
struct ProducerRunState<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  @usableFromInline var queue = EventQueue<Event>()
  @usableFromInline var isDelivering = false
  /// Set when a terminal event is accepted, or the run is interrupted or ended quietly:
  /// nothing is accepted afterwards.
  @usableFromInline var isTerminated = false
  /// Set, under the lock, by the one thread that then finishes the run: from then on the
  /// run's lifetime has ended, and nothing can be added to it.
  @usableFromInline var isFinished = false
  /// What the run's lifetime holds, disposed in order when the run finishes.
  @usableFromInline var disposables = Bag<any Disposable>()
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

  /// Claims the finishing of a terminated run that nobody is delivering, once, and ends
  /// its lifetime in the same step: nothing can be added to it afterwards.
  @inlinable
  mutating func claimFinish() -> Finishing {
    guard isTerminated, !isDelivering, !isFinished else { return .notHere }
    isFinished = true
    return disposables.isEmpty ? .finish : .finishAndDispose
  }

  /// What the thread that claimed, or did not claim, a run's finishing does after the lock.
  @usableFromInline
  enum Finishing {
    /// Nothing: the run goes on, another thread delivers, or it has finished already.
    case notHere
    /// Lets go of the observer: the lifetime has ended holding nothing, as most do.
    case finish
    /// Lets go of the observer, then disposes what the lifetime holds.
    case finishAndDispose
  }
}
