/// The buffer between an observation and the `for await` loop of an ``AsyncValues``.
///
/// Events arrive from the observation on any thread; the loop takes values one at a time.
/// A value arriving while the loop waits resumes it at once; otherwise it waits in the
/// buffer under the sequence's policy. The observation ends when the stream ends, when
/// the task is cancelled, or when the iterator is released (the loop left early): the
/// observer reaches the channel weakly, so the iterator alone keeps it.
///
/// Inlinable, with the iterator that reads it, so that both sides of a `for await` loop
/// are specialised for the caller's value type (issue 23: every per-event path).
@usableFromInline
final class ValueChannel<Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Answer = Result<Value?, Failure>

  @usableFromInline
  struct State {
    @usableFromInline var buffer = EventQueue<Value>()
    @usableFromInline var count = 0
    /// How the stream ended, once it has; handed out after the buffer is empty.
    @usableFromInline var end: Answer?
    @usableFromInline var waiting: UnsafeContinuation<Answer, Never>?
    @usableFromInline var observation: (any Disposable)?

    @inlinable
    init() {}
  }

  @usableFromInline let state = Locked.make(State())
  @usableFromInline let policy: ValuesBufferingPolicy

  @inlinable
  init(
    policy: ValuesBufferingPolicy,
    begin: (Signal<Value, Failure>.Observer) -> any Disposable
  ) {
    self.policy = policy
    let observation = begin(
      Signal.Observer { [weak self] event in self?.receive(event) })
    let isOver = state.withLock { state in
      guard state.end == nil else { return true }
      state.observation = observation
      return false
    }
    if isOver { observation.dispose() }
  }

  deinit {
    state.withLock { $0.observation }?.dispose()
  }

  /// Takes in an event of the observed stream.
  @inlinable
  func receive(_ event: Signal<Value, Failure>.Event) {
    var ended: (any Disposable)?  // Released after the lock, with what it holds.
    let (waiting, answer): (UnsafeContinuation<Answer, Never>?, Answer?) = state.withLock {
      state in
      guard state.end == nil else { return (nil, nil) }
      let answer: Answer
      switch event {
      case .value(let value):
        guard let waiting = state.waiting else {
          buffer(value, in: &state)
          return (nil, nil)
        }
        state.waiting = nil
        return (waiting, .success(value))
      case .failed(let error): answer = .failure(error)
      case .completed, .interrupted: answer = .success(nil)
      }
      ended = state.observation
      state.observation = nil
      // The loop waits only on an empty buffer: it takes the end at once, and later
      // calls get `nil`. Otherwise the end waits behind the buffered values.
      guard let waiting = state.waiting else {
        state.end = answer
        return (nil, nil)
      }
      state.waiting = nil
      state.end = .success(nil)
      return (waiting, answer)
    }
    withExtendedLifetime(ended) {}
    if let waiting, let answer { waiting.resume(returning: answer) }
  }

  @inlinable
  func buffer(_ value: Value, in state: inout State) {
    switch policy {
    case .unbounded: break
    case .bufferingOldest(let limit): guard state.count < limit else { return }
    case .bufferingNewest(let limit):
      guard limit > 0 else { return }
      if state.count == limit {
        _ = state.buffer.popFirst()
        state.count -= 1
      }
    }
    state.buffer.append(value)
    state.count += 1
  }

  /// The next buffered value, or waits for the next event; `nil` at the end.
  @inlinable
  func receive() async -> Answer {
    // A value already buffered, or the end, is handed out without suspending: no
    // continuation and no cancellation handler per value while the loop catches up.
    if Task.isCancelled { cancel() }
    if let answer = state.withLock({ Self.takeReady(from: &$0) }) { return answer }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        let answer: Answer? = state.withLock { state in
          if let answer = Self.takeReady(from: &state) { return answer }
          state.waiting = continuation
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      cancel()
    }
  }

  /// The next buffered value, or the end once the buffer is empty; `nil` if the loop must
  /// wait.
  @inlinable
  static func takeReady(from state: inout State) -> Answer? {
    if let value = state.buffer.popFirst() {
      state.count -= 1
      return .success(value)
    }
    guard let end = state.end else { return nil }
    state.end = .success(nil)  // A failure is thrown once; then the loop ends.
    return end
  }

  /// Ends the sequence for a cancelled task: the loop gets `nil`, the observation ends.
  @inlinable
  func cancel() {
    let (waiting, observation) = state.withLock { state in
      if state.end == nil { state.end = .success(nil) }
      state.buffer = EventQueue()
      state.count = 0
      defer {
        state.waiting = nil
        state.observation = nil
      }
      return (state.waiting, state.observation)
    }
    waiting?.resume(returning: .success(nil))
    observation?.dispose()
  }
}
