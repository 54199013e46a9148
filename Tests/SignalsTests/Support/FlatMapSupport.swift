import Signals
import Synchronization

/// Every flatten strategy, for tests whose expectation is the same under each.
let allStrategies: [FlattenStrategy] = [
  .merge, .concat, .latest, .race, .concurrent(limit: 2), .throttle,
]

/// Hands an object over once, so a transform can move it into what it creates without
/// keeping a reference to it itself.
final class Handoff<Object: Sendable & AnyObject>: Sendable {
  private let object: Locked<Object?>

  init(_ object: Object?) {
    self.object = Locked.make(object)
  }

  func take() -> Object? {
    object.withLock { object in
      defer { object = nil }
      return object
    }
  }
}

/// Watches deliveries from many threads: counts events and notices any two that overlap.
final class DeliveryProbe: Sendable {
  private let isDelivering = Atomic(false)
  private let overlapCount = Atomic(0)
  private let valueCount = Atomic(0)
  private let completionCount = Atomic(0)
  private let outOfOrderCount = Atomic(0)
  private let lastValues: Locked<[Int: Int]> = Locked.make([:])

  var overlaps: Int { overlapCount.load(ordering: .relaxed) }
  var values: Int { valueCount.load(ordering: .relaxed) }
  var completions: Int { completionCount.load(ordering: .relaxed) }
  /// Values that arrived before an earlier value of the same source.
  var outOfOrder: Int { outOfOrderCount.load(ordering: .relaxed) }

  /// Records `event`, whose values are `source * stride + index` for per-source ordering.
  func record(_ event: Signal<Int, Never>.Event, stride: Int) {
    if isDelivering.exchange(true, ordering: .acquiringAndReleasing) {
      overlapCount.add(1, ordering: .relaxed)
    }
    switch event {
    case .value(let value):
      valueCount.add(1, ordering: .relaxed)
      let isInOrder = lastValues.withLock { last in
        defer { last[value / stride] = value }
        return last[value / stride].map { $0 < value } ?? true
      }
      if !isInOrder { outOfOrderCount.add(1, ordering: .relaxed) }
    case .completed:
      completionCount.add(1, ordering: .relaxed)
    case .failed, .interrupted:
      break
    }
    isDelivering.store(false, ordering: .releasing)
  }
}
