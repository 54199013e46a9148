extension PropertyProtocol {
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
  ) -> Property<Value> {
    let initial = value
    // The run replays the current value first: compared with `initial`, it is forwarded
    // only if it changed in between, so no value is lost and none is sent twice.
    return Property<Value>(
      initial: initial,
      feed: producer.prefix(value: initial).skipRepeats(isEquivalent).skip(first: 1))
  }

  /// A property that takes only the values of this one it has not taken before, by the
  /// identity `identify` gives each: a value whose identity was seen earlier is skipped.
  ///
  /// ```swift
  /// let word = MutableProperty("apple")
  /// let firstLetters = Property(word).uniqueValues { $0.first }
  /// firstLetters.signal.observeValues { print($0) }
  /// word.value = "avocado"  // Prints nothing: "a" was seen
  /// word.value = "banana"   // Prints "banana"
  /// ```
  ///
  /// The current value is always taken first. Every identity seen is kept while the
  /// result is fed, so use it on values of a bounded variety.
  ///
  /// - Parameter identify: The identity of a value; values are compared by it alone.
  @inlinable
  public func uniqueValues<Identity: Hashable & Sendable>(
    _ identify: @escaping @Sendable (Value) -> Identity
  ) -> Property<Value> {
    let initial = value
    // Touched only by the feed's run, whose deliveries are serial.
    let seen = SerialBox<Set<Identity>>([identify(initial)])
    return Property<Value>(
      initial: initial, feed: producer.filter { seen.value.insert(identify($0)).inserted })
  }

  /// A property that takes the values of this one for which `isIncluded` returns `true`,
  /// and starts at `initial` if the current value is not one of them.
  ///
  /// ```swift
  /// let input = MutableProperty(-1)
  /// let positive = Property(input).filter(initial: 0) { $0 > 0 }
  /// print(positive.value)  // Prints "0"
  /// input.value = 5
  /// input.value = -3
  /// print(positive.value)  // Prints "5"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value until one of this property's passes; not checked itself.
  ///   - isIncluded: Whether a value is taken.
  @inlinable
  public func filter(
    initial: Value, _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Property<Value> {
    let current = value
    return Property<Value>(
      initial: isIncluded(current) ? current : initial, feed: producer.filter(isIncluded))
  }
}

extension PropertyProtocol where Value: Equatable {
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
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value: Hashable {
  /// A property that takes only the values of this one it has not taken before.
  ///
  /// ```swift
  /// let page = MutableProperty(1)
  /// let visited = Property(page).uniqueValues()
  /// visited.signal.observeValues { print($0) }
  /// page.value = 2  // Prints "2"
  /// page.value = 1  // Prints nothing
  /// ```
  ///
  /// The current value is always taken first; every value seen is kept while the result
  /// is fed.
  @inlinable
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}
