/// A stream of events over time, shared by everyone who observes it.
///
/// A signal delivers any number of values and then at most one terminal event —
/// ``Event/failed(_:)``, ``Event/completed`` or ``Event/interrupted`` — after which it
/// delivers nothing. An observer added after termination receives the terminal event at
/// once. Signals are hot: observing one starts no work, and an observer sees only what
/// is sent after it was added.
///
/// ```swift
/// let (signal, emitter) = Signal<Int, Never>.pipe()
/// signal.map { $0 * 2 }.observeValues { print($0) }
/// emitter.emit(1)  // Prints "2"
/// ```
///
/// > Note: Events are delivered serially, in the order their sends were accepted, on the
/// > thread that sends when the signal is idle. A send made while a delivery is in
/// > progress — from inside an observer, or from another thread — is queued and delivered
/// > by the thread already delivering, after the current event reached every observer.
/// > No lock is held while an observer runs.
///
/// A signal lives while it has observers or a way to send: releasing the last reference
/// to a derived signal that nobody observes releases its upstream observation.
public final class Signal<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline let core: SignalCore<Value, Failure>

  @usableFromInline
  init(core: SignalCore<Value, Failure>) {
    self.core = core
  }

  deinit {
    // Borrowed: the signal holds its core until this returns.
    Unmanaged.passUnretained(core)._withUnsafeGuaranteedRef {
      $0.performUnlessFinished(.releaseReference)
    }
  }

  /// Creates a signal whose events come from `generator`.
  ///
  /// `generator` runs once, at once, with the observer that sends on the new signal and
  /// the lifetime of the signal: add to the lifetime whatever feeds the signal, and it is
  /// disposed when the signal terminates or is released unobserved.
  ///
  /// ```swift
  /// let ticks = Signal<Int, Never> { observer, lifetime in
  ///   lifetime += clock.observeValues { observer.emit($0) }
  /// }
  /// ```
  ///
  /// > Note: Once the generator and whatever it handed the observer to have let go of
  /// > it, the signal can never send again: it is interrupted, as a signal whose emitter
  /// > is released is, so that it does not hold its observers for ever.
  @inlinable
  public convenience init(_ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void) {
    let core = SignalCore<Value, Failure>(hasGenerator: true)
    self.init(core: core)
    let sender = GeneratorSender(core: core)
    let building = Inspection.startBuilding(core)
    generator(Observer { sender.core.send($0) }, Lifetime(core.disposables))
    Inspection.endBuilding(building)
  }

  /// Creates a derived signal whose generator sends only from one serial context: the
  /// delivery of a single upstream signal, or a ``Serializer``. Its observer sends on the
  /// core directly, not through the ``GeneratorSender`` a custom signal's observer goes
  /// through: what feeds it ends it.
  ///
  /// Such a signal delivers as any other does. It used to skip the drain loop, taking a
  /// snapshot of its observers under the lock; since a send to one observer lends it to
  /// the delivery and finishes without the lock, the drain loop is the cheaper of the two,
  /// by one locked instruction and about 40 instructions per event (2026-11-27).
  @inlinable
  static func serial(_ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void) -> Signal {
    let core = SignalCore<Value, Failure>(hasGenerator: true)
    let signal = Signal(core: core)
    let building = Inspection.startBuilding(core)
    generator(Observer(core.send), Lifetime(core.disposables))
    Inspection.endBuilding(building)
    return signal
  }

  /// Creates a signal together with the emitter that sends on it.
  ///
  /// ```swift
  /// let (signal, emitter) = Signal<String, Never>.pipe()
  /// signal.observeValues { print($0) }
  /// emitter.emit("hello")  // Prints "hello"
  /// ```
  ///
  /// > Note: The signal is interrupted when the emitter is released without terminating
  /// > it, so observers are not kept forever by a signal that can no longer send.
  @inlinable
  public static func pipe() -> (signal: Signal, emitter: Emitter<Value, Failure>) {
    let emitter = Emitter<Value, Failure>()
    return (emitter.signal, emitter)
  }

  /// Creates a signal together with the emitter that sends on it, and disposes
  /// `disposable` when the signal terminates.
  ///
  /// Use it to tie a resource to the signal that reports on it: the disposable is disposed
  /// once, after the terminal event has reached every observer — also when the emitter is
  /// released, which interrupts the signal. If the signal never terminates, neither is it
  /// disposed.
  ///
  /// ```swift
  /// let connection = AnyDisposable { print("closed") }
  /// let (messages, receive) = Signal<String, Never>.pipe(disposable: connection)
  /// messages.observeValues { print($0) }
  /// receive.emit("hello")  // Prints "hello"
  /// receive.complete()     // Prints "closed"
  /// ```
  ///
  /// - Parameter disposable: Disposed when the signal terminates; `nil` for none.
  /// - Returns: The signal and its emitter.
  @inlinable
  public static func pipe(
    disposable: (any Disposable)?
  ) -> (signal: Signal, emitter: Emitter<Value, Failure>) {
    let core = SignalCore<Value, Failure>(hasGenerator: true)
    if let disposables = core.disposables { disposables += disposable }
    Inspection.mark(core, as: .pipe)
    let emitter = Emitter(signal: Signal(core: core))
    return (emitter.signal, emitter)
  }

  /// A signal that completes at once.
  public static var empty: Signal {
    Signal { observer, _ in observer.complete() }
  }

  /// A signal that never sends anything.
  public static var never: Signal {
    // No generator: one whose observer is released at once would be interrupted.
    Signal(core: SignalCore())
  }
}
