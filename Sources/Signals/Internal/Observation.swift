import Synchronization

/// One observer of one signal, and the disposable that ends it.
///
/// The observer's action runs only while the observation is active, so an observation
/// disposed during a delivery — by another observer, or by itself through `.stop` — does
/// not receive the event in flight, nor any later one.
@usableFromInline
final class Observation<Value: Sendable, Failure: Error>: Disposable {
  @usableFromInline typealias Event = Signal<Value, Failure>.Event

  /// What the observer does with an event.
  @usableFromInline
  enum Action: Sendable {
    /// Receives every event.
    case events(@Sendable (Event) -> Void)
    /// Receives values only (`observeValues`): no wrapping closure to allocate or call.
    case values(@Sendable (Value) -> Void)
    /// Receives values only, and decides after each one whether to go on (`onReception`).
    case reception(@Sendable (Value) -> Persistence)
  }

  @usableFromInline let core: SignalCore<Value, Failure>
  @usableFromInline let token: UInt64
  // The action, unpacked: exactly one of these is set. Calling an optional `let` closure
  // in place (`onEvent?(event)`) borrows it, where binding an enum payload would retain
  // and release its context on every event.
  @usableFromInline let onEvent: (@Sendable (Event) -> Void)?
  @usableFromInline let onValue: (@Sendable (Value) -> Void)?
  @usableFromInline let onReception: (@Sendable (Value) -> Persistence)?
  @usableFromInline let isActive = Atomic(true)
  /// Whether the disposable handed out for it is an ``ObservationHandle`` that holds only
  /// the core and the token, and so disposes it by looking it up in the signal's state.
  @usableFromInline let hasTokenHandle: Bool

  @inlinable
  init(
    core: SignalCore<Value, Failure>, token: UInt64, action: consuming Action,
    hasTokenHandle: Bool = false
  ) {
    self.core = core
    self.token = token
    self.hasTokenHandle = hasTokenHandle
    switch consume action {
    case .events(let action): (onEvent, onValue, onReception) = (action, nil, nil)
    case .values(let action): (onEvent, onValue, onReception) = (nil, action, nil)
    case .reception(let action): (onEvent, onValue, onReception) = (nil, nil, action)
    }
  }

  @inlinable
  var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

  @inlinable
  func receive(_ event: Event) {
    guard isActive.load(ordering: .acquiring) else { return }
    if onEvent != nil {
      onEvent?(event)
    } else if case .value(let value) = event {
      if onValue != nil {
        onValue?(value)
      } else if onReception?(value) == .stop {
        dispose()
      }
    }
  }

  /// Receives the terminal event, unless disposed, and marks the observation disposed.
  ///
  /// A load and a store, not an exchange, which is a locked instruction on every signal
  /// that terminates (S4): a disposal racing with it may then also go ahead, but it can
  /// only remove the observation from a bag the terminal event has already emptied.
  @inlinable
  func receiveTerminal(_ event: Event) {
    guard isActive.load(ordering: .acquiring) else { return }
    isActive.store(false, ordering: .releasing)
    onEvent?(event)
  }

  @inlinable
  func dispose() {
    // Reached through `any Disposable`, so unspecialised: the core removes in its own code.
    if isActive.exchange(false, ordering: .acquiringAndReleasing) {
      core.perform(.remove(token: token))
    }
  }
}
