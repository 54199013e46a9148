import Synchronization

/// A value that can be read and written from any thread, and observed as it changes.
///
/// Every write sends the new value on ``signal``, in the order the writes happened;
/// ``observeValues(_:)`` sends the current value first, then every later change.
///
/// ```swift
/// let count = MutableProperty(0)
/// count.observeValues { print($0) }  // Prints "0"
/// count.value = 1                     // Prints "1"
/// count.modify { $0 += 1 }            // Prints "2"
/// ```
///
/// > Note: Writes are serialised by the property's lock; their sends are delivered serially,
/// > in write order, like any signal's (see <doc:ThreadingAndReentrancy>). Observers run
/// > with no lock held, so they may read and write the property. When the property is
/// > released, its signal completes and its ``lifetime`` ends.
///
/// It is also a property wrapper, for view-model code: `@MutableProperty var name = ""`
/// stores a mutable property, `name` reads and writes its value and `$name` is the
/// property itself (see ``projectedValue``).
@propertyWrapper
public final class MutableProperty<Value: Sendable>: Sendable {
  /// The current value. It is touched only under the lock of the signal's core, which
  /// so orders writes, their sends and new observers with one lock acquisition.
  @usableFromInline let current: SerialBox<Value>

  /// The changes of the property, from now on. It does not replay the current value.
  public let signal: Signal<Value, Never>

  /// The thread running a ``withValue(_:)`` body, which holds the lock, or 0: read so that
  /// the body using the property traps with a message instead of deadlocking.
  @usableFromInline let bodyThread = Atomic<UInt>(0)

  /// What ``lifetime`` holds, made on first use under the signal core's lock and never
  /// touched elsewhere but in `deinit`, when nothing else can reach the property.
  nonisolated(unsafe) var lifetimeDisposables: CompositeDisposable?

  /// Creates a property holding `initial`.
  @inlinable
  public init(_ initial: Value) {
    current = SerialBox(initial)
    signal = Signal(core: SignalCore())
    Inspection.mark(signal.core, as: .property)
  }

  /// Creates a property holding `wrappedValue`: what `@MutableProperty var name = ""`
  /// calls.
  ///
  /// ```swift
  /// struct ProfileModel {
  ///   @MutableProperty var name = ""
  /// }
  /// let model = ProfileModel()
  /// model.$name.signal.observeValues { print($0) }
  /// model.name = "Ada"  // Prints "Ada"
  /// ```
  ///
  /// The wrapper is the property object itself, so copies of a struct that holds one
  /// share it, and writing through a copy — even a `let` one — changes it for all.
  @inlinable
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  /// The property itself, as `$name` projects it: observe it, map it, bind into it.
  ///
  /// ```swift
  /// final class SearchModel {
  ///   @MutableProperty var query = ""
  ///   lazy var isEmpty = $query.map(\.isEmpty)
  /// }
  /// let model = SearchModel()
  /// model.query = "sig"
  /// print(model.isEmpty.value)  // Prints "false"
  /// ```
  @inlinable
  public var projectedValue: MutableProperty { self }

  deinit {
    signal.core.perform(.complete)
    lifetimeDisposables?.dispose()
  }

  /// The current value. Setting it sends the new value to every observer.
  @inlinable
  public var value: Value {
    get {
      checkOutsideWithValue()
      return signal.core.withLock { _ in current.value }
    }
    set { modify { $0 = newValue } }
  }

  /// The current value, as a wrapped variable (`@MutableProperty var name = ""`) reads
  /// and writes it: the same as ``value``. See ``projectedValue`` for `$name`.
  @inlinable
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// Changes the value in place, atomically, and sends the result once.
  ///
  /// ```swift
  /// let names = MutableProperty<[String]>([])
  /// names.modify { $0.append("Ada") }  // No other write can interleave.
  /// ```
  ///
  /// - Parameter body: Changes the value. It runs under the property's lock, so it must
  ///   not touch the property itself.
  /// - Returns: What `body` returns.
  @inlinable
  @discardableResult
  public func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    checkOutsideWithValue()
    // Borrowed: `self` holds its signal, which holds the core, for the whole call.
    return try Unmanaged.passUnretained(signal.core)._withUnsafeGuaranteedRef { core in
      let (result, delivery) = try core.withLock { state in
        let result = try body(&current.value)
        return (result, state.accept(.value(current.value), phase: core.phase))
      }
      core.deliver(delivery)
      return result
    }
  }

  /// Observes the current value and then every change, serially.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// name.observeValues { print($0) }  // Prints "Ada"
  /// name.value = "Grace"              // Prints "Grace"
  /// ```
  ///
  /// - Returns: A disposable that ends the observation.
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> any Disposable {
    observe(.values(action))
  }

  /// A producer whose runs send the current value, then every change; they complete when
  /// the property is released.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// count.producer.map { $0 * 10 }.startWithValues { print($0) }  // Prints "10"
  /// count.value = 2                                                // Prints "20"
  /// ```
  ///
  /// The producer does not keep the property alive: started after the property has gone,
  /// a run sends the last value and completes.
  @inlinable
  public var producer: SignalProducer<Value, Never> {
    SignalProducer { [weak self, current, core = signal.core] observer, lifetime in
      self?.checkOutsideWithValue()
      lifetime += core.observeReplaying(observer, storedIn: current)
    }
  }

  @inlinable
  func observe(_ action: Observation<Value, Never>.Action) -> any Disposable {
    checkOutsideWithValue()
    let (disposable, delivery) = signal.core.observe(action) { current.value }
    signal.core.deliver(delivery)
    return disposable
  }
}

extension MutableProperty: SignalProducerConvertible {}

extension MutableProperty {
  /// The lifetime of the property: it ends when the property is deinitialised.
  ///
  /// Tie to it whatever only makes sense while the property exists — an observation that
  /// writes into it, a timer that refreshes it. It does not keep the property alive.
  ///
  /// ```swift
  /// var query: MutableProperty<String>? = MutableProperty("")
  /// query?.lifetime.observeEnded { print("gone") }
  /// query = nil  // Prints "gone"
  /// ```
  ///
  /// > Note: Its end runs on the thread that releases the last reference, after the
  /// > property's ``signal`` has completed.
  public var lifetime: Lifetime {
    checkOutsideWithValue()
    // Made on first use, so that properties nobody asks for a lifetime pay nothing.
    let disposables = signal.core.withLock { _ in
      if let lifetimeDisposables { return lifetimeDisposables }
      let disposables = CompositeDisposable()
      lifetimeDisposables = disposables
      return disposables
    }
    return Lifetime(disposables)
  }
}
