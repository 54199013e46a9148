/// The decisions of `zip`, for inputs of one value type.
///
/// Buffers each input's values until every input has one to pair; completes as soon as a
/// completed input has no buffered value left.
@usableFromInline
struct ZipState<Element: Sendable, Failure: Error>: MultiInputState {
  @usableFromInline typealias Action = MultiInputAction<Element, Failure>

  /// The values one input sent that are still waiting for a partner from every other.
  @usableFromInline
  struct Lane {
    @usableFromInline var values = EventQueue<Element>()
    @usableFromInline var count = 0
    @usableFromInline var isCompleted = false

    @inlinable
    init() {}

    /// Whether the input can never contribute to another tuple.
    @inlinable
    var isExhausted: Bool { isCompleted && count == 0 }
  }

  @usableFromInline var lanes: [Lane]
  /// How many lanes hold no value; a tuple is ready when it reaches zero.
  @usableFromInline var emptyLaneCount: Int
  /// Set once a terminal action was returned: events queued behind it are ignored.
  @usableFromInline var isTerminated = false

  @inlinable
  init(inputCount: Int) {
    lanes = Array(repeating: Lane(), count: inputCount)
    emptyLaneCount = inputCount
  }

  @inlinable
  mutating func receive(_ event: Signal<Element, Failure>.Event, from index: Int) -> Action {
    guard !isTerminated else { return .none }
    switch event {
    case .value(let value):
      lanes[index].values.append(value)
      lanes[index].count += 1
      if lanes[index].count == 1 { emptyLaneCount -= 1 }
      guard emptyLaneCount == 0 else { return .none }
      let tuple = popTuple()
      return lanes.contains(where: \.isExhausted)
        ? terminate(.emitThenComplete(tuple)) : .emit(tuple)
    case .completed:
      lanes[index].isCompleted = true
      // Values still buffered here may yet be paired; only an empty lane ends the zip.
      return lanes[index].isExhausted ? terminate(.complete) : .none
    case .failed(let error):
      return terminate(.fail(error))
    case .interrupted:
      return terminate(.interrupt)
    }
  }

  /// Takes the oldest value of every lane; each lane must hold one.
  @inlinable
  mutating func popTuple() -> [Element] {
    var tuple: [Element] = []
    tuple.reserveCapacity(lanes.count)
    for index in lanes.indices {
      tuple.append(lanes[index].values.popFirst()!)
      lanes[index].count -= 1
      if lanes[index].count == 0 { emptyLaneCount += 1 }
    }
    return tuple
  }

  @inlinable
  mutating func terminate(_ action: Action) -> Action {
    isTerminated = true
    lanes = []  // Releases buffered values now rather than when the operator is torn down.
    return action
  }
}
