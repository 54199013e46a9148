extension PropertyProtocol {
  /// A property whose value pairs this property's previous value with its current one.
  ///
  /// ```swift
  /// let step = MutableProperty(1)
  /// let moves = Property(step).combinePrevious(0)
  /// print(moves.value)  // Prints "(previous: 0, current: 1)"
  /// step.value = 2
  /// print(moves.value)  // Prints "(previous: 1, current: 2)"
  /// ```
  ///
  /// - Parameter initial: The previous value paired with the current one, which has none.
  @inlinable
  public func combinePrevious(
    _ initial: Value
  ) -> Property<(previous: Value, current: Value)> {
    combinePrevious(first: { _ in initial })
  }

  /// A property whose value pairs this property's previous value with its current one; the
  /// value it starts from, which has no previous one, is paired with itself.
  ///
  /// ```swift
  /// let step = MutableProperty(1)
  /// let moves = Property(step).combinePrevious()
  /// print(moves.value)  // Prints "(previous: 1, current: 1)"
  /// step.value = 2
  /// print(moves.value)  // Prints "(previous: 1, current: 2)"
  /// ```
  ///
  /// A signal's `combinePrevious()` waits for a second value instead; a property must have
  /// a value from the start, so this one pairs the first with itself, as if it had been
  /// given it as `initial`.
  @inlinable
  public func combinePrevious() -> Property<(previous: Value, current: Value)> {
    combinePrevious(first: { $0 })
  }

  /// Pairs each value with the one before; the first value, which has none, with what
  /// `first` makes of it.
  @inlinable
  func combinePrevious(
    first: @escaping @Sendable (Value) -> Value
  ) -> Property<(previous: Value, current: Value)> {
    let current = value
    // Touched only by the feed's run, whose deliveries are serial. The run's first value
    // is the replayed current value: it starts the pairs afresh, so a write made since
    // `current` was read is paired as the first value, not lost.
    let previous = SerialBox<Value?>(nil)
    let pairs = producer.map { value -> (previous: Value, current: Value) in
      defer { previous.value = value }
      return (previous: previous.value ?? first(value), current: value)
    }
    return Property<(previous: Value, current: Value)>(
      initial: (previous: first(current), current: current), feed: pairs)
  }
}
