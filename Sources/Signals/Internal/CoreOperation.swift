/// An operation on a ``SignalCore`` requested from code that cannot be specialised.
///
/// Deinitialisers of generic classes and protocol witnesses reached through an
/// existential — `Observation.dispose()` called on an `any Disposable`, `Signal.deinit`,
/// `Emitter.deinit` — always run the unspecialised generic code, where every generic
/// operation looks its type metadata up at run time: an unspecialised dispose cost about
/// 7,000 instructions. So these callers hand their operation to the core's
/// ``SignalCore/perform``, a closure that the core captured when it was created, in
/// client code specialised for its value and failure types.
@usableFromInline
enum CoreOperation: Sendable {
  /// Removes the observer added under `token` (``SignalCore/remove(token:)``).
  case remove(token: UInt64)
  /// Records that the public `Signal` was released (``SignalCore/signalDidDeinitialize()``).
  case releaseReference
  /// Interrupts the signal, for an emitter released before it ended it.
  case interrupt
  /// Completes the signal, for a property released.
  case complete
  /// Registers the core with the inspector recording on this thread, if any (see
  /// ``Inspection``). Through `perform`, so that the core's initializer, inlined into
  /// every signal made, holds no generic call of its own: only a call of a closure it
  /// has, when an inspector is on. Measured against a generic call there, S4's count
  /// hardly moved (5,451 against 5,453 per value): it is kept for the smaller initializer.
  case register
}
