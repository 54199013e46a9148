import Signals
import Synchronization
import Testing

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
    signal.observe { [self] event in watch(event, body) }
  }

  /// Starts `producer`, handing each event of the run to `body` inside a watched delivery.
  @discardableResult
  func start<Value, Failure>(
    _ producer: SignalProducer<Value, Failure>,
    _ body: @escaping @Sendable (Signal<Value, Failure>.Event) -> Void = { _ in }
  ) -> any Disposable {
    producer.start { [self] event in watch(event, body) }
  }

  private func watch<Event: Sendable>(_ event: Event, _ body: (Event) -> Void)
  where Event: EventConvertible {
    if isDelivering.exchange(true, ordering: .acquiringAndReleasing) {
      overlaps.add(1, ordering: .relaxed)
    }
    if event.event.isTerminating { terminals.add(1, ordering: .relaxed) }
    body(event)
    isDelivering.store(false, ordering: .releasing)
  }
}

/// Expects `values` to hold every value of every sender exactly once, each sender's in the
/// order it sent them.
func expectEverySendersOrder(
  _ values: [(sender: Int, index: Int)], senders: Int, valuesPerSender: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(values.count == senders * valuesPerSender, sourceLocation: sourceLocation)
  for sender in 0..<senders {
    let indices = values.filter { $0.sender == sender }.map(\.index)
    #expect(
      indices == Array(0..<valuesPerSender), "sender \(sender) was reordered",
      sourceLocation: sourceLocation)
  }
}
