extension PropertyProtocol {
  /// A property whose value pairs this property's value with `other`'s, updated when
  /// either changes.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada"), age = MutableProperty(36)
  /// let both = Property(name).combineLatest(with: Property(age))
  /// age.value = 37
  /// print(both.value)  // Prints "("Ada", 37)"
  /// ```
  ///
  /// The result keeps neither property alive; when both have gone, it keeps its last value.
  @inlinable
  public func combineLatest<Other: PropertyProtocol>(
    with other: Other
  ) -> Property<(Value, Other.Value)> {
    Property<(Value, Other.Value)>(
      initial: (value, other.value), feed: producer.combineLatest(with: other))
  }

  /// A property whose value pairs the values of this property and `other` by position:
  /// the first with the first, and each later change of one with the next change of the
  /// other.
  ///
  /// ```swift
  /// let left = MutableProperty(1), right = MutableProperty("a")
  /// let pairs = Property(left).zip(with: Property(right))
  /// left.value = 2     // Waits for a change of `right`.
  /// right.value = "b"
  /// print(pairs.value)  // Prints "(2, "b")"
  /// ```
  @inlinable
  public func zip<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    Property<(Value, Other.Value)>(initial: (value, other.value), feed: producer.zip(with: other))
  }

  /// Maps each value to a property, and takes the values of the property made from the
  /// latest value: the result follows one inner property at a time.
  ///
  /// ```swift
  /// let selected = MutableProperty(0)
  /// let names = [MutableProperty("Ada"), MutableProperty("Grace")]
  /// let name = Property(selected).flatMap(.latest) { Property(names[$0]) }
  /// selected.value = 1
  /// print(name.value)  // Prints "Grace"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How inner properties are followed; `.latest` is what a property of
  ///     properties usually means. The result's value starts as the inner property's for
  ///     the current value.
  ///   - transform: Makes the inner property for a value; called once for the current
  ///     value and once for each new value.
  @inlinable
  public func flatMap<Inner: PropertyProtocol>(
    _ strategy: FlattenStrategy,
    _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Property<Inner.Value> {
    Property<Inner.Value>(
      initial: transform(value).value, feed: producer.flatMap(strategy) { transform($0) })
  }

  /// A property that follows the inner property this one holds, switching to each new
  /// inner property as it is set: a property of properties, flattened.
  ///
  /// ```swift
  /// let home = MutableProperty("home"), away = MutableProperty("away")
  /// let screen = MutableProperty(Property(home))
  /// let title = Property(screen).flatten()
  /// screen.value = Property(away)
  /// away.value = "away!"
  /// print(title.value)  // Prints "away!"
  /// ```
  ///
  /// - Parameter strategy: How inner properties are followed; `.latest`, the default,
  ///   follows only the current one.
  @inlinable
  public func flatten(
    _ strategy: FlattenStrategy = .latest
  ) -> Property<Value.Value> where Value: PropertyProtocol {
    flatMap(strategy) { $0 }
  }
}
