import Observation

/// A main-actor mirror of a ``MutableProperty`` that Observation — and so SwiftUI — can
/// observe and write: a SwiftUI control binds to ``value`` with `@Bindable`.
///
/// Reading ``value`` gives the property's value as last delivered on the main actor, or
/// as last set through the mirror: a set sets the property and takes effect in the mirror
/// before it returns. Changes made to the property elsewhere, on any thread, are mirrored
/// in order on the main actor; one still waiting when the mirror is set shows briefly
/// before the set value comes back.
///
/// ```swift
/// @MainActor func edit(_ name: MutableProperty<String>) {
///   let mirror = ObservableMutableProperty(name)
///   mirror.value = "Ada"
///   print(name.value)    // Prints "Ada"
///   print(mirror.value)  // Prints "Ada"
/// }
/// ```
///
/// > Note: The mirror owns the property: it keeps it alive, as a control's binding must,
/// > and the property does not keep the mirror alive.
@MainActor
public final class ObservableMutableProperty<Value: Sendable>: Observable {
  /// The property's value: reads the mirrored value, and a set sets the property.
  ///
  /// Reading it in an observation tracks it, as reading a stored property of an
  /// `@Observable` model does.
  public var value: Value {
    get { mirror.value }
    set {
      let delivered = mirror.deliveries
      property.value = newValue
      // Delivered at once when nothing waited; otherwise shown now, so that a control
      // reading back what it just wrote — a text field — never sees an older value.
      if mirror.deliveries == delivered { mirror.show(newValue) }
    }
  }

  private let property: MutableProperty<Value>
  private let mirror: ObservableProperty<Value>

  /// Creates a mirror of `property`, starting at its current value, that keeps it alive.
  ///
  /// - Parameter property: The property to mirror and to set.
  public init(_ property: MutableProperty<Value>) {
    self.property = property
    mirror = ObservableProperty(Property(property))
  }
}
