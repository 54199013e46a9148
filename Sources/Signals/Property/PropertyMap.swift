extension Property {
  /// A property whose value is `transform` applied to this one's.
  ///
  /// ```swift
  /// let count = MutableProperty(3)
  /// let label = Property(count).map { "\($0) items" }
  /// print(label.value)  // Prints "3 items"
  /// ```
  ///
  /// The result does not keep this property alive: when it goes away, the result keeps
  /// its last value. `transform` runs once per change, and once more when the result is
  /// made; it should be cheap and free of side effects.
  @inlinable
  public func map<NewValue: Sendable>(
    _ transform: @escaping @Sendable (Value) -> NewValue
  ) -> Property<NewValue> {
    Property<NewValue>(initial: transform(value), feed: producer.map(transform))
  }
}

extension MutableProperty {
  /// A read-only property whose value is `transform` applied to this one's.
  @inlinable
  public func map<NewValue: Sendable>(
    _ transform: @escaping @Sendable (Value) -> NewValue
  ) -> Property<NewValue> {
    Property(self).map(transform)
  }
}
