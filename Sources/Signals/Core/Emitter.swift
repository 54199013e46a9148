/// The sending side of a signal: what emits values into it and ends it.
///
/// An emitter owns its ``signal``. Sends are thread-safe and never block waiting for
/// another thread's observers: a send made while the signal is delivering is queued and
/// delivered in order by the thread already delivering.
///
/// ```swift
/// let emitter = Emitter<Int, Never>()
/// emitter.signal.observeValues { print($0) }
/// emitter.emit(1)     // Prints "1"
/// emitter.complete()
/// emitter.emit(2)     // Ignored: the signal has completed.
/// ```
///
/// > Note: Sends after a terminal event are ignored, by rule, whichever thread makes
/// > them. Releasing an emitter that has not terminated its signal interrupts it.
public final class Emitter<Value: Sendable, Failure: Error>: Sendable {
  /// The signal this emitter sends on.
  public let signal: Signal<Value, Failure>

  /// Creates an emitter and its signal.
  @inlinable
  public init() {
    signal = Signal(core: SignalCore())
  }

  /// Creates an emitter that sends on `signal`, whose core nothing else sends on.
  @inlinable
  init(signal: Signal<Value, Failure>) {
    self.signal = signal
  }

  deinit {
    // Borrowed: the emitter holds its signal, which holds the core, until this returns.
    Unmanaged.passUnretained(signal.core)._withUnsafeGuaranteedRef {
      $0.performUnlessFinished(.interrupt)
    }
  }

  /// An observer that sends on this emitter's signal, to forward another signal into it.
  @inlinable
  public var observer: Signal<Value, Failure>.Observer {
    Signal.Observer(signal.core.send)
  }

  /// Sends an event.
  @inlinable
  public func send(_ event: consuming Signal<Value, Failure>.Event) {
    sendOnCore(event)
  }

  /// Sends a value to every observer.
  @inlinable
  public func emit(_ value: consuming Value) {
    sendOnCore(.value(value))
  }

  /// Ends the signal with an error.
  @inlinable
  public func fail(_ error: Failure) {
    sendOnCore(.failed(error))
  }

  /// Ends the signal successfully.
  @inlinable
  public func complete() {
    sendOnCore(.completed)
  }

  /// Ends the signal because its work was cancelled.
  @inlinable
  public func interrupt() {
    sendOnCore(.interrupted)
  }

  /// Sends `event` on the signal's core, borrowed: `self` holds its signal, which holds
  /// the core, for the whole call. Loaded plainly, the core was retained and released
  /// around every send: two atomic operations, three sends' worth per outer value in S4.
  /// The event is moved through, so that a payload that is an object is not retained.
  @inlinable @inline(__always)
  func sendOnCore(_ event: consuming Signal<Value, Failure>.Event) {
    var event = Optional(event)  // A closure can take it from an optional, not move it.
    Unmanaged.passUnretained(signal.core)._withUnsafeGuaranteedRef {
      $0.sendHandingOver(event.take()!)
    }
  }
}

extension Emitter where Value == Void {
  /// Sends an empty value, for signals that only say that something happened.
  @inlinable
  public func emit() {
    sendOnCore(.value(()))
  }
}
