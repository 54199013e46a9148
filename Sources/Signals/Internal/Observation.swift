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
    /// Receives values only, and decides after each one whether to go on (`onReception`).
    case reception(@Sendable (Value) -> Persistence)
  }

  @usableFromInline let core: SignalCore<Value, Failure>
  @usableFromInline let token: UInt64
  @usableFromInline let action: Action
  @usableFromInline let isActive = Atomic(true)

  @inlinable
  init(core: SignalCore<Value, Failure>, token: UInt64, action: Action) {
    self.core = core
    self.token = token
    self.action = action
  }

  @inlinable
  var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

  @inlinable
  func receive(_ event: Event) {
    guard isActive.load(ordering: .acquiring) else { return }
    switch action {
    case .events(let action):
      action(event)
    case .reception(let action):
      if case .value(let value) = event, action(value) == .stop { dispose() }
    }
  }

  @inlinable
  func receiveTerminal(_ event: Event) {
    guard isActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
    if case .events(let action) = action { action(event) }
  }

  @inlinable
  func dispose() {
    if isActive.exchange(false, ordering: .acquiringAndReleasing) { core.remove(token: token) }
  }
}
