/// The decisions of `combineLatest`, for inputs of one value type.
///
/// Emits the latest value of every input once each has sent one; completes when all have
/// completed, or as soon as one completes without a value.
@usableFromInline
struct CombineLatestState<Element: Sendable, Failure: Error>: MultiInputState {
  @usableFromInline typealias Action = MultiInputAction<Element, Failure>

  /// The latest value of each input, until every input has sent one.
  @usableFromInline var latest: [Element?]
  /// Then the latest values, updated in place: the array emitted last is released by the
  /// time the next value arrives, so an emission allocates nothing.
  @usableFromInline var values: [Element] = []
  /// How many inputs have not sent a value yet; nothing is emitted until it reaches zero.
  @usableFromInline var silentCount: Int
  /// How many inputs have not completed yet; the result completes when it reaches zero.
  @usableFromInline var activeCount: Int
  /// Set once a terminal action was returned: events queued behind it are ignored.
  @usableFromInline var isTerminated = false

  @inlinable
  init(inputCount: Int) {
    latest = Array(repeating: nil, count: inputCount)
    silentCount = inputCount
    activeCount = inputCount
  }

  @inlinable
  mutating func receive(_ event: Signal<Element, Failure>.Event, from index: Int) -> Action {
    guard !isTerminated else { return .none }
    switch event {
    case .value(let value):
      guard silentCount == 0 else {
        if latest[index] == nil { silentCount -= 1 }
        latest[index] = value
        guard silentCount == 0 else { return .none }
        values = latest.map { $0! }
        latest = []
        return .emit(values)
      }
      values[index] = value
      return .emit(values)
    case .completed:
      activeCount -= 1
      // An input that completes without a value leaves a hole no later event can fill,
      // so the result can never emit: it completes now instead of waiting for the others.
      guard activeCount == 0 || (silentCount > 0 && latest[index] == nil) else { return .none }
      return terminate(.complete)
    case .failed(let error):
      return terminate(.fail(error))
    case .interrupted:
      return terminate(.interrupt)
    }
  }

  @inlinable
  mutating func terminate(_ action: Action) -> Action {
    isTerminated = true
    latest = []  // Releases the values now rather than when the operator is torn down.
    values = []
    return action
  }
}
