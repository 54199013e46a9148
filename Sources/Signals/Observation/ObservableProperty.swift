import Observation

/// A main-actor mirror of a ``Property`` that Observation — and so SwiftUI — can observe.
///
/// ``value`` takes the property's value and every change of it, on the main actor: a change
/// made on the main thread with nothing waiting is mirrored before the set returns, one
/// made on another thread on a later turn of the main queue, in order. A view that reads
/// `mirror.value` in its body re-renders on each change.
///
/// ```swift
/// @MainActor func mirror(_ count: MutableProperty<Int>) -> ObservableProperty<Int> {
///   let mirror = ObservableProperty(Property(count))
///   count.value = 2
///   print(mirror.value)  // Prints "2"
///   return mirror
/// }
/// ```
///
/// > Note: The mirror keeps the property observed, and so alive, until the mirror goes; the
/// > property does not keep the mirror alive. Once the property's source has gone, the
/// > mirror keeps its last value.
@MainActor
public final class ObservableProperty<Value: Sendable>: Observable {
  /// The property's current value, as last delivered on the main actor.
  ///
  /// Reading it in an observation tracks it, as reading a stored property of an
  /// `@Observable` model does.
  public var value: Value {
    registrar.access(self, keyPath: \.value)
    return mirrored
  }

  // Written out rather than with `@Observable`, whose expansion names the module
  // `Observation`, which Signals' own `Observation` type hides here.
  private let registrar = ObservationRegistrar()
  private var mirrored: Value {
    willSet { registrar.willSet(self, keyPath: \.value) }
    didSet { registrar.didSet(self, keyPath: \.value) }
  }
  private var observation: ScopedDisposable?
  /// How many of the property's values have reached the mirror.
  private(set) var deliveries = 0

  /// Creates a mirror of `property`, starting at its current value.
  ///
  /// - Parameter property: The property to mirror; kept observed while the mirror lives.
  public init(_ property: Property<Value>) {
    mirrored = property.value
    observation = property.producer.startWithValues(on: MainScheduler()) { [weak self] in
      self?.deliveries += 1
      self?.mirrored = $0
    }.scoped()
  }

  /// Shows `value` ahead of its delivery: what a control has just written.
  func show(_ value: Value) {
    mirrored = value
  }
}
