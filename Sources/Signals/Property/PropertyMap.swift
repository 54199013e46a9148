extension PropertyProtocol {
  /// A property whose value is `transform` applied to this one's.
  ///
  /// ```swift
  /// let count = MutableProperty(3)
  /// let label = Property(count).map { "\($0) items" }
  /// print(label.value)  // Prints "3 items"
  /// let digits = Property(count).map(\.description.count)  // A key path maps too.
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

  /// A property whose value is always `value`, and whose ``signal`` sends it again at each
  /// change of this property: a change reported without its content.
  ///
  /// ```swift
  /// let query = MutableProperty("")
  /// let edited = Property(query).map(value: "edited")
  /// edited.signal.observeValues { print($0) }
  /// query.value = "a"  // Prints "edited"
  /// ```
  ///
  /// - Parameter value: The value the result holds and sends.
  @inlinable
  public func map<NewValue: Sendable>(value: NewValue) -> Property<NewValue> {
    map { _ in value }
  }
}
