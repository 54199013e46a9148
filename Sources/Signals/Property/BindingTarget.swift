/// Something a binding (`<~`) writes values into, for as long as its owner lives.
///
/// A binding target is a setter and the lifetime of what it sets: a binding into it ends
/// when that lifetime ends, and binding into a target whose lifetime has already ended
/// does nothing.
///
/// ```swift
/// final class Label {
///   var text = ""
///   let lifetime: Lifetime
///   private let token: Lifetime.Token
///   init() { (lifetime, token) = Lifetime.make() }
/// }
/// let label = Label()
/// let target = BindingTarget<String>(lifetime: label.lifetime) { [weak label] in label?.text = $0 }
/// ```
public struct BindingTarget<Value: Sendable>: Sendable {
  /// Runs an action when the target's owner goes away, or at once if it has gone.
  @usableFromInline let observeEnded:
    @Sendable (_ action: @escaping @Sendable () -> Void) -> any Disposable
  /// Sets a value on the target.
  @usableFromInline let action: @Sendable (Value) -> Void

  @inlinable
  init(
    observeEnded: @escaping @Sendable (@escaping @Sendable () -> Void) -> any Disposable,
    action: @escaping @Sendable (Value) -> Void
  ) {
    self.observeEnded = observeEnded
    self.action = action
  }

  /// Creates a target that calls `action` with each value bound to it, until `lifetime`
  /// ends.
  ///
  /// - Parameters:
  ///   - lifetime: The lifetime of what `action` sets; bindings end with it.
  ///   - action: Sets a value. It runs on the thread that delivers the value.
  @inlinable
  public init(lifetime: Lifetime, action: @escaping @Sendable (Value) -> Void) {
    self.init(observeEnded: { lifetime.observeEnded($0) }, action: action)
  }
}

/// A type that values can be bound into with `<~`: a ``BindingTarget`` or a
/// ``MutableProperty``.
public protocol BindingTargetProvider<Value>: Sendable {
  /// The type of the values bound.
  associatedtype Value: Sendable

  /// The target that bindings write into.
  var bindingTarget: BindingTarget<Value> { get }
}

extension BindingTarget: BindingTargetProvider {
  /// The target itself.
  @inlinable
  public var bindingTarget: BindingTarget { self }
}

extension MutableProperty: BindingTargetProvider {
  /// A target that sets this property's value, until the property is released. It does
  /// not keep the property alive.
  ///
  /// ```swift
  /// let name = MutableProperty("")
  /// name <~ SignalProducer(value: "Ada")
  /// print(name.value)  // Prints "Ada"
  /// ```
  @inlinable
  public var bindingTarget: BindingTarget<Value> {
    let signal = signal
    return BindingTarget(
      observeEnded: { action in signal.observeCompleted(action) },
      action: { [weak self] value in self?.value = value })
  }
}
