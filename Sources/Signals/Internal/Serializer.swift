/// Funnels the inputs of a multi-input operator into one serial stream.
///
/// Whatever is sent to a serializer, from any thread, is handed to `process` one input at
/// a time, in the order it was accepted, on the thread that happens to be processing —
/// the same drain-loop discipline a signal delivers with, without a signal's observers.
/// `process` owns the operator's state and may send downstream directly: no lock is held
/// while it runs, and an input sent from inside `process` is queued behind the current one.
///
/// Deciding everything in one serial place is what keeps multi-input operators correct:
/// a terminal event can never overtake a value that another input is still forwarding.
@usableFromInline
final class Serializer<Input: Sendable, State>: Sendable {
  /// The inputs waiting for their turn; touched under the lock.
  @usableFromInline
  struct Queue: Sendable {
    @usableFromInline var inputs = EventQueue<Input>()
    @usableFromInline var isClosed = false

    @inlinable
    init() {}
  }

  /// What the processing thread does after an input.
  @usableFromInline
  enum Step {
    case process(Input)
    case stop
    /// The serializer was closed meanwhile: release the state, as `close` could not.
    case release
  }

  @usableFromInline let queue = Locked.make(Queue())
  /// Whether a thread is processing, and whether inputs wait behind it: the handshake of
  /// a signal's drain loop (see ``DrainPhase``), so that processing an input with nothing
  /// queued behind it takes the lock once, not twice. Once the serializer is closed it
  /// never returns to idle, so that nothing is processed again.
  @usableFromInline let phase = DrainPhase()
  /// Touched only by the processing thread, handed over through `queue`'s lock; `nil`
  /// once the serializer is closed, so that it stops holding the operator's state.
  @usableFromInline let state: SerialBox<State?>
  @usableFromInline let process: @Sendable (inout State, consuming Input) -> Void
  /// Runs once, with the state, when the serializer is closed, just before it lets go of it.
  @usableFromInline let onClose: (@Sendable (inout State) -> Void)?

  /// Creates a serializer that hands every input to `process`, and the state to `close`
  /// once, when it is closed.
  @inlinable
  init(
    state: State,
    process: @escaping @Sendable (inout State, consuming Input) -> Void,
    close: (@Sendable (inout State) -> Void)? = nil
  ) {
    self.state = SerialBox(state)
    self.process = process
    self.onClose = close
  }

  /// Queues `input`, processing it at once if nothing else is being processed.
  @inlinable
  func send(_ input: consuming Input) {
    // Safe without the lock (see ``DrainPhase``): a closed serializer is never idle, so
    // a claim that succeeds is on an open one, and nothing waits in the queue.
    if !phase.claimIfIdle() {
      let isIdle = queue.withLock { queue in
        guard !queue.isClosed else { return false }
        guard phase.claimOrMarkQueued() else {
          queue.inputs.append(input)
          return false
        }
        return true
      }
      guard isIdle else { return }
    }
    var input = input
    while true {
      // Never `nil` here: it is released only by the thread that then stops for good.
      process(&state.value!, consume input)
      // Safe without the lock when nothing was queued and the serializer was not closed
      // meanwhile (`close` marks the phase queued): see ``DrainPhase``.
      if phase.finishIfNothingQueued() { return }
      let step: Step = queue.withLock { queue in
        if queue.isClosed { return .release }
        guard let next = queue.inputs.popFirst() else {
          phase.set(DrainPhase.idle)
          return .stop
        }
        if queue.inputs.isEmpty { phase.set(DrainPhase.delivering) }
        return .process(next)
      }
      switch consume step {
      case .process(let next): input = next
      case .stop: return
      case .release:
        return release()
      }
    }
  }

  /// Stops processing: inputs queued or sent later are dropped, and the state is handed
  /// to `onClose` and released — at once if no input is being processed, or else right
  /// after it, by the thread processing it.
  @inlinable
  func close() {
    let (dropped, isIdle) = queue.withLock { queue in
      guard !queue.isClosed else { return (EventQueue<Input>(), false) }
      queue.isClosed = true
      defer { queue.inputs = EventQueue() }
      // Idle: takes the serial context for good. Processing: marks the phase queued, so
      // that the processing thread takes the lock after this input, sees the serializer
      // closed, and releases the state.
      return (queue.inputs, phase.claimOrMarkQueued())
    }
    withExtendedLifetime(dropped) {}  // Released here, outside the lock.
    if isIdle { release() }
  }

  /// Runs `onClose`, then lets go of the state; only from the serial context, once.
  @inlinable
  func release() {
    onClose?(&state.value!)
    state.value = nil
  }
}
