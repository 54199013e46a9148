import Signals

/// The reference model's `observe(on:)` and `timeout(after:raising:on:)`, on its virtual
/// clock.
extension ReferenceModel {
  /// Every event at the next tick of the scheduler, in order.
  ///
  /// The first event into an empty queue schedules a batch at the current instant; later
  /// ones join the queue. A batch delivers the queued events, and those queued meanwhile
  /// (a reentrant send), until the queue is empty. Once the output has terminated —
  /// its terminal event delivered, or the run interrupted — nothing more is delivered.
  func observeOn(_ upstream: ModelSignal) -> ModelSignal {
    let output = ModelSignal()
    let scheduler = scheduler
    var queue: [ModelEvent] = []
    var isScheduled = false
    var isCancelled = false
    var cancelBatch: () -> Void = {}
    func deliverBatch() {
      while !isCancelled && !queue.isEmpty {
        let taken = queue
        queue = []
        for event in taken {
          guard !isCancelled else { break }
          output.send(event)
        }
      }
      isScheduled = false
    }
    output.observe { event in
      guard event.isTerminating else { return }
      isCancelled = true
      queue = []
      cancelBatch()
    }
    upstream.observe { event in
      guard !isCancelled else { return }
      queue.append(event)
      guard !isScheduled else { return }
      isScheduled = true
      cancelBatch = scheduler.schedule(after: 0) { deliverBatch() }
    }
    return output
  }

  /// `flatMap(.latest)` of a run that sends the value plus `add` and completes at the next
  /// tick of the scheduler: a value that arrives before that tick replaces the one
  /// waiting, and one that arrives while the output delivers waits for it to return.
  func lazyMap(_ upstream: ModelSignal, add: Int) -> ModelSignal {
    let node = ModelNode()
    let scheduler = scheduler
    let state = FlattenModelState(strategy: .latest, output: node.output) { value, sink in
      scheduler.schedule(after: 0) {
        node.serially { sink(.value(value + add)) }
        node.serially { sink(.completed) }
      }
    }
    retain(state)
    upstream.observe { event in node.serially { state.receiveOuter(event) } }
    return node.output
  }

  /// Every event at once; failure with code `10 + seconds` if none has terminated
  /// `seconds` after the stage was made (a signal) or its run started (a producer).
  ///
  /// A run's timer starts before its upstream run does, so before the timers that run
  /// starts.
  func timeout(_ seconds: Int, after upstream: () -> ModelSignal) -> ModelSignal {
    let node = ModelNode()
    let scheduler = scheduler
    let startTimer = {
      _ = scheduler.schedule(after: seconds) {
        node.serially { node.output.send(.failed(TestError(code: 10 + seconds))) }
      }
    }
    if isProducer { atStart(startTimer) }
    let input = upstream()
    if !isProducer { startTimer() }
    input.observe { event in node.serially { node.output.send(event) } }
    return node.output
  }
}
