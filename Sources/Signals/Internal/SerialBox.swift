/// Mutable state that only one serial context ever touches.
///
/// Operators keep their state in one: a single-input operator's state is touched only by
/// its upstream signal's delivery, and a multi-input operator's only by its
/// ``Serializer``. Both hand over between threads through a signal core's lock, which
/// orders every access after the previous one.
@usableFromInline
final class SerialBox<Value> {
  // Unchecked: accesses are serial by construction (above), so the runtime's dynamic
  // exclusivity check — a thread-local access-set insert and remove, about a sixth of a
  // property set's instructions — can never find an overlap here.
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}

// Safe: every access happens inside one signal's serial delivery (see above).
extension SerialBox: @unchecked Sendable {}
