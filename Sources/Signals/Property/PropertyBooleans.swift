extension PropertyProtocol where Value == Bool {
  /// A property whose value is the opposite of this one's.
  ///
  /// ```swift
  /// let isLoading = MutableProperty(true)
  /// let isEnabled = isLoading.negate()
  /// print(isEnabled.value)  // Prints "false"
  /// ```
  @inlinable
  public func negate() -> Property<Bool> {
    map { !$0 }
  }

  /// A property that is `true` while both this property and `other` are.
  ///
  /// ```swift
  /// let isValid = MutableProperty(true), isOnline = MutableProperty(false)
  /// let canSend = Property(isValid).and(Property(isOnline))
  /// isOnline.value = true
  /// print(canSend.value)  // Prints "true"
  /// ```
  @inlinable
  public func and(_ other: some PropertyProtocol<Bool>) -> Property<Bool> {
    Property<Bool>(
      initial: value && other.value, feed: producer.combineLatest(with: other).map { $0 && $1 })
  }

  /// A property that is `true` while this property or `other` is.
  ///
  /// ```swift
  /// let isSaving = MutableProperty(false), isLoading = MutableProperty(true)
  /// let isBusy = Property(isSaving).or(Property(isLoading))
  /// print(isBusy.value)  // Prints "true"
  /// ```
  @inlinable
  public func or(_ other: some PropertyProtocol<Bool>) -> Property<Bool> {
    Property<Bool>(
      initial: value || other.value, feed: producer.combineLatest(with: other).map { $0 || $1 })
  }
}

extension Property where Value == Bool {
  /// A property that is `true` while every one of `properties` is; always `true` if there
  /// are none.
  ///
  /// ```swift
  /// let fields = [MutableProperty(true), MutableProperty(false)]
  /// let isComplete = Property.all(fields)
  /// fields[1].value = true
  /// print(isComplete.value)  // Prints "true"
  /// ```
  @inlinable
  public static func all(_ properties: some Sequence<some PropertyProtocol<Bool>>) -> Property {
    combining(Array(properties), empty: true) { $0.allSatisfy { $0 } }
  }

  /// A property that is `true` while at least one of `properties` is; always `false` if
  /// there are none.
  ///
  /// ```swift
  /// let errors = [MutableProperty(false), MutableProperty(false)]
  /// let hasError = Property.any(errors)
  /// errors[0].value = true
  /// print(hasError.value)  // Prints "true"
  /// ```
  @inlinable
  public static func any(_ properties: some Sequence<some PropertyProtocol<Bool>>) -> Property {
    combining(Array(properties), empty: false) { $0.contains(true) }
  }

  /// A property whose value is `combine` applied to the values of `properties`, or the
  /// constant `empty` if there are none.
  @inlinable
  static func combining(
    _ properties: [some PropertyProtocol<Bool>], empty: Bool,
    _ combine: @escaping @Sendable ([Bool]) -> Bool
  ) -> Property {
    guard !properties.isEmpty else { return Property(value: empty) }
    return Property(
      initial: combine(properties.map(\.value)),
      feed: SignalProducer.combineLatest(properties).map(combine))
  }
}
