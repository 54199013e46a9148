extension Property {
  /// A property whose value is `transform` applied to this one's.
  ///
  /// ```swift
  /// let count = MutableProperty(3)
  /// let label = Property(count).map { "\($0) items" }
  /// print(label.value)  // Prints "3 items"
  /// ```
  ///
  /// The result keeps this property alive and reads through it, so it is never stale.
  @inlinable
  public func map<NewValue: Sendable>(
    _ transform: @escaping @Sendable (Value) -> NewValue
  ) -> Property<NewValue> {
    Property<NewValue>(
      read: { transform(self.value) },
      signal: signal.map(transform),
      observeReplaying: { observer in
        self.observeReplaying(Signal.Observer { observer.send($0.map(transform)) })
      }
    )
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
