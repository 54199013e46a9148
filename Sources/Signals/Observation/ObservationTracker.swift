import Dispatch
import Observation
import Synchronization

/// Reads a main-actor model under `withObservationTracking` and sends what it reads, again
/// after each change, until the model goes away.
///
/// Observation reports a change in the model's `willSet`, before the new value is stored;
/// the tracker reads on a later turn of the main queue, when the change — and every other
/// change made in the same turn — is done. One turn's changes are so sent as one value, as
/// Observation coalesces a transaction.
@MainActor
final class ObservationTracker<Model: AnyObject, Value: Sendable>: Sendable {
  private weak var model: Model?
  private let read: @MainActor (Model) -> Value
  /// What the tracker reads goes out here; released with the tracker, which interrupts it.
  nonisolated let emitter = Emitter<Value, Never>()
  private var ended = false

  init(model: Model, read: @escaping @MainActor (Model) -> Value) {
    self.model = model
    self.read = read
  }

  /// Reads the model and tracks what the read touched; `nil` once the model has gone.
  func track() -> Value? {
    guard !ended, let model else { return nil }
    let registration = Registration(tracker: self)
    return withObservationTracking {
      read(model)
    } onChange: {
      registration.fire()
    }
  }

  /// Sends every later read to `observer` until `lifetime` ends; the lifetime keeps the
  /// tracker, so a change arriving after it ended finds no tracker and is dropped.
  nonisolated func forward(to observer: Signal<Value, Never>.Observer, _ lifetime: Lifetime) {
    lifetime += emitter.signal.observe(observer)
    lifetime.observeEnded { withExtendedLifetime(self) {} }
  }

  /// Reads the model after a change and sends the value, or completes if it has gone.
  fileprivate func changed() {
    guard let value = track() else { return end() }
    emitter.emit(value)
  }

  /// Completes: the model has gone, or the read touched nothing that can change.
  fileprivate func end() {
    guard !ended else { return }
    ended = true
    emitter.complete()
  }
}

/// One `withObservationTracking` call's link back to its tracker.
///
/// Observation keeps the `onChange` closure, and with it this registration, until the
/// closure runs or the models it tracks are gone. A registration released without having
/// fired therefore says that nothing it tracked can change any more.
private final class Registration<Model: AnyObject, Value: Sendable>: Sendable {
  private weak let tracker: ObservationTracker<Model, Value>?
  private let fired = Atomic<Bool>(false)

  init(tracker: ObservationTracker<Model, Value>) {
    self.tracker = tracker
  }

  func fire() {
    fired.store(true, ordering: .releasing)
    // Always a later turn, even on the main thread: this runs inside the model's willSet.
    DispatchQueue.main.async { [tracker] in
      // Safe: the main queue's blocks run on the main actor.
      MainActor.assumeIsolated { tracker?.changed() }
    }
  }

  deinit {
    guard !fired.load(ordering: .acquiring) else { return }
    DispatchQueue.main.async { [tracker] in
      // Safe: the main queue's blocks run on the main actor.
      MainActor.assumeIsolated { tracker?.end() }
    }
  }
}
