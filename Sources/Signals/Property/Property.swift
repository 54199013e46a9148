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
/// A property derived from others — with ``PropertyProtocol/map(_:)``,
/// ``PropertyProtocol/combineLatest(with:)`` and the other operators of
/// ``PropertyProtocol`` — does not keep them alive: it follows them while they exist and, once
/// it can no longer change because they have gone, keeps its last value and completes its
/// ``signal``. It lives while it is referenced or observed, so a chain of derived
/// properties needs only its last link to be kept.
///
/// > Note: A derived property's value changes when its source's change is delivered to
/// > it: read from inside an observer of the source, it can still hold the previous value
/// > (see <doc:ThreadingAndReentrancy>).
public final class Property<Value: Sendable>: Sendable {
  @usableFromInline let read: @Sendable () -> Value
  /// Sends the current value, then every later event of the property — its changes and,
  /// when its source goes away, its completion — to an observer.
  @usableFromInline let observeReplaying:
    @Sendable (_ observer: Signal<Value, Never>.Observer) -> any Disposable
  /// The changes of the property, from now on. It does not replay the current value.
  public let signal: Signal<Value, Never>

  @usableFromInline
  init(
    read: @escaping @Sendable () -> Value,
    signal: Signal<Value, Never>,
    observeReplaying: @escaping @Sendable (Signal<Value, Never>.Observer) -> any Disposable
  ) {
    self.read = read
    self.signal = signal
    self.observeReplaying = observeReplaying
  }

  /// A read-only view of `property`, which it does not keep alive: once `property` has
  /// gone, the view keeps its last value and its ``signal`` has completed.
  @inlinable
  public convenience init(_ property: MutableProperty<Value>) {
    // The value and the signal's core, not the property; the property weakly, only to
    // catch a use from inside its own `withValue` body.
    let (current, core) = (property.current, property.signal.core)
    self.init(
      read: { [weak property] in
        property?.checkOutsideWithValue()
        return core.withLock { _ in current.value }
      },
      signal: property.signal,
      observeReplaying: { [weak property] observer in
        property?.checkOutsideWithValue()
        return core.observeReplaying(observer, storedIn: current)
      }
    )
  }

  /// A property whose value never changes. Its ``signal`` is empty.
  @inlinable
  public convenience init(value: Value) {
    self.init(
      read: { value },
      signal: .empty,
      observeReplaying: { observer in
        observer.emit(value)
        observer.complete()
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
  /// The property observes `values` while it is referenced or observed; its ``signal``
  /// completes when `values` ends, however it ends, and the property keeps its last value.
  @inlinable
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, following: values)
  }

  /// A property that starts at `initial` and then takes every value of a run of `values`,
  /// started now and interrupted once the property is released and nobody observes it.
  ///
  /// ```swift
  /// let status = Property(initial: "loading", then: SignalProducer(value: "ready"))
  /// print(status.value)  // Prints "ready"
  /// ```
  @inlinable
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    self.init(initial: initial, feed: values)
  }

  /// A property that takes on the value of `property`, then every change of it, without
  /// keeping `property` alive: when it goes away, this one keeps its last value and its
  /// ``signal`` completes.
  ///
  /// ```swift
  /// var source: MutableProperty<Int>? = MutableProperty(1)
  /// let captured = Property(capturing: Property(source!))
  /// source?.value = 2
  /// source = nil
  /// print(captured.value)  // Prints "2"
  /// ```
  @inlinable
  public convenience init(capturing property: Property<Value>) {
    self.init(initial: property.value, feed: property.producer)
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
    observeReplaying(
      Signal.Observer { event in
        if case .value(let value) = event { action(value) }
      })
  }

  /// A producer whose runs send the current value, then every change; they complete when
  /// the property's source goes away.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// Property(count).producer.startWithValues { print($0) }  // Prints "1"
  /// count.value = 2                                          // Prints "2"
  /// ```
  @inlinable
  public var producer: SignalProducer<Value, Never> {
    SignalProducer { [self] observer, lifetime in
      lifetime += observeReplaying(observer)
    }
  }
}

extension Property: SignalProducerConvertible {}
