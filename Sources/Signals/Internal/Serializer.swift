/// Funnels the inputs of a multi-input operator into one serial stream.
///
/// Whatever is sent to a serializer, from any thread, is handed to `process` one input at
/// a time, in the order it was accepted, on the thread that happens to be draining — the
/// same drain loop that delivers a signal's events. `process` owns the operator's state
/// and may send downstream directly: no lock is held while it runs, and an input sent
/// from inside `process` is queued behind the current one.
///
/// Deciding everything in one serial place is what keeps multi-input operators correct:
/// a terminal event can never overtake a value that another input is still forwarding.
@usableFromInline
final class Serializer<Input: Sendable, State>: Sendable {
  @usableFromInline let core = SignalCore<Input, Never>()
  // Taken out on close, so that the serializer stops holding the state: what still holds
  // it is a delivery in flight, which lets go when it ends.
  @usableFromInline let observation: Locked<(any Disposable)?>

  @inlinable
  init(state: State, process: @escaping @Sendable (inout State, Input) -> Void) {
    let state = SerialBox(state)
    let observation = core.observe(
      .events { event in
        if case .value(let input) = event { process(&state.value, input) }
      })
    self.observation = Locked.make(observation)
  }

  /// Queues `input`, processing it at once if nothing else is being processed.
  @inlinable
  func send(_ input: Input) {
    core.send(.value(input))
  }

  /// Stops processing; later inputs are dropped, and the state is released.
  @inlinable
  func close() {
    let observation = self.observation.withLock { observation in
      defer { observation = nil }
      return observation
    }
    observation?.dispose()
    core.send(.completed)
  }
}
