/// The disposable that observing a signal returns: the signal's core and the
/// observation's token, not the ``Observation`` itself.
///
/// The observation holds the observer, and the core's bag of observers holds the
/// observation while it is active; a delivery in flight holds it until it returns. Had
/// the caller kept the observation, an observation disposed, or one whose signal ended,
/// would still hold the observer and everything it captures for as long as the
/// disposable is kept: a view that stores the disposable of an observer capturing the
/// view would never be freed. (Combine's `Sink` lets go of its closures on cancellation
/// and completion for the same reason.)
///
/// Two words, so an `any Disposable` stores it inline: returning it allocates nothing.
@usableFromInline
struct ObservationHandle<Value: Sendable, Failure: Error>: Disposable {
  @usableFromInline let core: SignalCore<Value, Failure>
  @usableFromInline let token: UInt64

  @inlinable
  init(_ observation: Observation<Value, Failure>) {
    core = observation.core
    token = observation.token
  }

  @inlinable
  init(core: SignalCore<Value, Failure>, token: UInt64) {
    self.core = core
    self.token = token
  }

  /// Whether the observation has ended: disposed, stopped by its observer, or ended with
  /// its signal, whose terminal event takes every observer out of the bag.
  @usableFromInline
  var isDisposed: Bool { core.withLock { !$0.observers.contains(token: token) } }

  @inlinable
  func dispose() {
    // Reached through `any Disposable`, so unspecialised: the core removes in its own code.
    core.perform(.remove(token: token))
  }
}
