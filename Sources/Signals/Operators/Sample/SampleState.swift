/// The decisions of `sample(with:)`: input 0 is the sampled signal, input 1 the sampler.
///
/// Keeps the sampled signal's latest value and emits it with each sampler value. It
/// completes as soon as no sample can be emitted any more: when the sampler completes, or
/// when the sampled signal completes without ever having sent a value.
@usableFromInline
struct SampleState<Element: Sendable, Failure: Error>: MultiInputState {
  @usableFromInline typealias Action = MultiInputAction<Element, Failure>

  /// The sampled signal's latest value.
  @usableFromInline var latest: Element?
  /// Set once a terminal action was returned: events queued behind it are ignored.
  @usableFromInline var isTerminated = false

  @inlinable
  init(inputCount: Int) {
    precondition(inputCount == 2, "sample(with:) has exactly two inputs")
  }

  @inlinable
  mutating func receive(_ event: Signal<Element, Failure>.Event, from index: Int) -> Action {
    guard !isTerminated else { return .none }
    let isSampler = index == 1
    switch event {
    case .value(let value) where isSampler:
      guard let latest else { return .none }
      return .emit([latest, value])
    case .value(let value):
      latest = value
      return .none
    case .completed where isSampler || latest == nil:
      return terminate(.complete)
    case .completed:
      return .none  // Its last value can still be sampled.
    case .failed(let error):
      return terminate(.fail(error))
    case .interrupted:
      return terminate(.interrupt)
    }
  }

  @inlinable
  mutating func terminate(_ action: Action) -> Action {
    isTerminated = true
    latest = nil  // Releases the value now rather than when the operator is torn down.
    return action
  }
}
