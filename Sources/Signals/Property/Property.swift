/// A read-only value that changes over time: what a view shows, kept current.
///
/// A property always has a value. ``signal`` sends its changes; ``observeValues(_:)``
/// sends the current value first, then every change, so an observer never misses the
/// state it starts from.
///
/// ```swift
/// let source = MutableProperty(1)
/// let doubled = Property(source).map { $0 * 2 }
/// doubled.observeValues { print($0) }  // Prints "2"
/// source.value = 5                      // Prints "10"
/// ```
///
/// > Note: A property made with ``map(_:)`` computes its value from its source's each time
/// > it is read; its transform should be cheap and free of side effects.
public final class Property<Value: Sendable>: Sendable {
  @usableFromInline let read: @Sendable () -> Value
  @usableFromInline let observeFromNow:
    @Sendable (_ action: @escaping @Sendable (Value) -> Void) -> any Disposable
  /// Ends what feeds a property made from a signal when the property is released.
  @usableFromInline let feed: (any Disposable)?

  /// The changes of the property, from now on. It does not replay the current value.
  public let signal: Signal<Value, Never>

  @usableFromInline
  init(
    read: @escaping @Sendable () -> Value,
    signal: Signal<Value, Never>,
    observeFromNow: @escaping @Sendable (@escaping @Sendable (Value) -> Void) -> any Disposable,
    feed: (any Disposable)? = nil
  ) {
    self.read = read
    self.signal = signal
    self.observeFromNow = observeFromNow
    self.feed = feed
  }

  deinit { feed?.dispose() }

  /// A read-only view of `property`, which it keeps alive.
  @inlinable
  public convenience init(_ property: MutableProperty<Value>) {
    self.init(
      read: { property.value },
      signal: property.signal,
      observeFromNow: { property.observeValues($0) }
    )
  }

  /// A property whose value never changes. Its ``signal`` is empty.
  @inlinable
  public convenience init(value: Value) {
    self.init(
      read: { value },
      signal: .empty,
      observeFromNow: { action in
        action(value)
        return AnyDisposable()
      }
    )
  }

  /// A property that starts at `initial` and then takes every value of `values`.
  ///
  /// ```swift
  /// let (names, emitter) = Signal<String, Never>.pipe()
  /// let latest = Property(initial: "none", then: names)
  /// emitter.emit("Ada")
  /// print(latest.value)  // Prints "Ada"
  /// ```
  ///
  /// The property observes `values` while it exists; its ``signal`` ends when `values` does.
  @inlinable
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    let storage = MutableProperty(initial)
    let feed = values.observe { event in
      switch event {
      case .value(let value): storage.value = value
      case .failed, .completed, .interrupted: storage.signal.core.send(event)
      }
    }
    self.init(
      read: { storage.value },
      signal: storage.signal,
      observeFromNow: { storage.observeValues($0) },
      feed: feed
    )
  }

  /// The current value.
  @inlinable
  public var value: Value { read() }

  /// Observes the current value and then every change, serially.
  ///
  /// - Returns: A disposable that ends the observation.
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> any Disposable {
    observeFromNow(action)
  }
}
