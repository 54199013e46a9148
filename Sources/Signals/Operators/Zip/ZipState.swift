/// The decisions of `zip`, for inputs of one value type.
///
/// It is touched only from the operator's ``Serializer``, so it needs no lock: each event
/// of each input goes through ``receive(_:from:)``, which updates the state and says what
/// to send downstream.
struct ZipState<Value: Sendable, Failure: Error> {
  /// What the operator must send downstream after an event.
  enum Action {
    case none
    /// The next value of every input, in input order.
    case emit([Value])
    /// A last tuple: an input that has completed has no value left to pair.
    case emitThenComplete([Value])
    case complete
    case fail(Failure)
    case interrupt
  }

  /// The values one input sent that are still waiting for a partner from every other.
  private struct Lane {
    var values = EventQueue<Value>()
    var count = 0
    var isCompleted = false

    /// Whether the input can never contribute to another tuple.
    var isExhausted: Bool { isCompleted && count == 0 }
  }

  private var lanes: [Lane]
  /// How many lanes hold no value; a tuple is ready when it reaches zero.
  private var emptyLaneCount: Int
  /// Set once a terminal action was returned: events queued behind it are ignored.
  private var isTerminated = false

  init(inputCount: Int) {
    lanes = Array(repeating: Lane(), count: inputCount)
    emptyLaneCount = inputCount
  }

  mutating func receive(_ event: Signal<Value, Failure>.Event, from index: Int) -> Action {
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
  private mutating func popTuple() -> [Value] {
    var tuple: [Value] = []
    tuple.reserveCapacity(lanes.count)
    for index in lanes.indices {
      tuple.append(lanes[index].values.popFirst()!)
      lanes[index].count -= 1
      if lanes[index].count == 0 { emptyLaneCount += 1 }
    }
    return tuple
  }

  private mutating func terminate(_ action: Action) -> Action {
    isTerminated = true
    lanes = []  // Releases buffered values now rather than when the operator is torn down.
    return action
  }
}
