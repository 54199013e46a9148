extension Property {
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
  /// The result keeps both properties' observations while it exists.
  @inlinable
  public func combineLatest<U>(with other: Property<U>) -> Property<(Value, U)> {
    Property<(Value, U)>(initial: (value, other.value), feed: producer.combineLatest(with: other))
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
  public func zip<U>(with other: Property<U>) -> Property<(Value, U)> {
    Property<(Value, U)>(initial: (value, other.value), feed: producer.zip(with: other))
  }

  /// A property that takes the values of this one, skipping each that `isEquivalent` says
  /// equals the previous one, so its ``signal`` sends only real changes.
  ///
  /// ```swift
  /// let text = MutableProperty("a")
  /// let lowercased = Property(text).skipRepeats { $0.lowercased() == $1.lowercased() }
  /// lowercased.signal.observeValues { print($0) }
  /// text.value = "A"  // Prints nothing
  /// text.value = "b"  // Prints "b"
  /// ```
  @inlinable
  public func skipRepeats(
    _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool
  ) -> Property {
    let initial = value
    // The run replays the current value first: compared with `initial`, it is forwarded
    // only if it changed in between, so no value is lost and none is sent twice.
    return Property(
      initial: initial,
      feed: producer.prefix(value: initial).skipRepeats(isEquivalent).skip(first: 1))
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
  /// - Parameter strategy: How inner properties are followed; `.latest` is what a property
  ///   of properties usually means. The result's value starts as the inner property's
  ///   for the current value.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy,
    _ transform: @escaping @Sendable (Value) -> Property<U>
  ) -> Property<U> {
    Property<U>(
      initial: transform(value).value, feed: producer.flatMap(strategy) { transform($0) })
  }
}

extension Property where Value: Equatable {
  /// A property that takes the values of this one, skipping each equal to the previous
  /// one, so its ``signal`` sends only real changes.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let distinct = Property(count).skipRepeats()
  /// distinct.signal.observeValues { print($0) }
  /// count.value = 1  // Prints nothing
  /// count.value = 2  // Prints "2"
  /// ```
  @inlinable
  public func skipRepeats() -> Property {
    skipRepeats(==)
  }
}
