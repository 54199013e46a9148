/// How a single-input operator is written once for every kind of stream.
///
/// A transformation receives the downstream observer and the lifetime of the derived
/// stream, and returns the observer that upstream events go to. Upstream events arrive
/// serially — they always come from one signal's delivery — so a transformation with no
/// other input keeps its state in a ``SerialBox``; operators with other inputs (triggers,
/// inner signals, timers) funnel them all through a ``Serializer``.
@usableFromInline
typealias Transformation<Value: Sendable, Failure: Error, U: Sendable, G: Error> =
  @Sendable (_ downstream: Signal<U, G>.Observer, _ lifetime: Lifetime)
  -> Signal<Value, Failure>.Observer

extension Signal {
  /// Derives a signal by passing every event through `transformation`.
  @inlinable
  func lift<U, G>(_ transformation: Transformation<Value, Failure, U, G>) -> Signal<U, G> {
    // Serial: a transformation sends downstream only from this upstream's delivery.
    Signal<U, G>.serial { downstream, lifetime in
      lifetime += observe(transformation(downstream, lifetime))
    }
  }
}
