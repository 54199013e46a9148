/// A current value and the closures told of every new one, for the property scenario.
public final class Property {
  private var observers: [(Int) -> Void] = []

  /// The current value; setting it tells every observer.
  public var value: Int {
    didSet {
      for observer in observers { observer(value) }
    }
  }

  /// Creates a property holding `value`.
  public init(_ value: Int) {
    self.value = value
  }

  /// Adds an observer, giving it the current value first.
  public func observe(_ observer: @escaping (Int) -> Void) {
    observer(value)
    observers.append(observer)
  }
}
