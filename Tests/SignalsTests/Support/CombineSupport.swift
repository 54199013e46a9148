import Signals
import Synchronization

/// Forwards `signal`, counting in `releases` when the forwarding ends.
///
/// The copy's lifetime ends when it terminates, or when nobody references or observes it
/// any more: passed straight to an operator, it proves the operator released its input.
func tracked<Value, Failure>(
  _ signal: Signal<Value, Failure>, releases: Counter
) -> Signal<Value, Failure> {
  Signal { observer, lifetime in
    lifetime += signal.observe(observer)
    lifetime.observeEnded { releases.increment() }
  }
}

/// Forwards `signal` through a `map` that keeps `canary` alive as long as it is observed.
func holding<Value, Failure>(
  _ canary: Canary, _ signal: Signal<Value, Failure>
) -> Signal<Value, Failure> {
  signal.map { value in withExtendedLifetime(canary) { value } }
}

/// Watches the deliveries of a signal that many threads feed, for the properties a
/// serial signal must keep whatever the interleaving.
final class DeliveryMonitor: Sendable {
  private let isDelivering = Atomic(false)
  private let overlaps = Atomic(0)
  private let terminals = Atomic(0)

  /// How many deliveries started while another was still running; must stay zero.
  var overlapCount: Int { overlaps.load(ordering: .acquiring) }

  /// How many terminal events were delivered; must end at exactly one.
  var terminalCount: Int { terminals.load(ordering: .acquiring) }

  /// Observes `signal`, handing each event to `body` inside a watched delivery.
  @discardableResult
  func observe<Value, Failure>(
    _ signal: Signal<Value, Failure>,
    _ body: @escaping @Sendable (Signal<Value, Failure>.Event) -> Void = { _ in }
  ) -> any Disposable {
    signal.observe { [self] event in
      if isDelivering.exchange(true, ordering: .acquiringAndReleasing) {
        overlaps.add(1, ordering: .relaxed)
      }
      if event.isTerminating { terminals.add(1, ordering: .relaxed) }
      body(event)
      isDelivering.store(false, ordering: .releasing)
    }
  }
}
