import Signals

/// The reference model's `flatMap`, as `FlattenStrategy` states each strategy.
extension ReferenceModel {
  func flatMap(_ outer: ModelSignal, _ strategy: Pipeline.Strategy, _ inner: Pipeline.Inner)
    -> ModelSignal
  {
    let node = ModelNode()
    let state = FlattenModelState(strategy: strategy, output: node.output) {
      [unowned self] value, sink in
      self.start(inner, for: value) { event in node.serially { sink(event) } }
    }
    // The model owns the state: its runs' observers hold it unowned, so no cycle outlives
    // the case.
    retain(state)
    outer.observe { event in node.serially { state.receiveOuter(event) } }
    return node.output
  }

  /// Starts what `flatMap` maps `value` to, sending its events to `sink`, and returns what
  /// ends it.
  private func start(
    _ inner: Pipeline.Inner, for value: Int, sink: @escaping (ModelEvent) -> Void
  ) -> () -> Void {
    switch inner {
    case .signal, .signalProducer:
      return pipes[2 + value % 2].observe(sink)
    case .values:
      Self.sendValues(value, to: sink)
      return {}
    case .retried:
      // Attempts 0 to 2 at most: the first `value % 4` fail, so a fourth would be needed.
      let failures = value % 4
      for attempt in 0...min(failures, 2) { sink(.value(value * 10 + attempt)) }
      sink(failures > 2 ? .failed(TestError(code: value)) : .completed)
      return {}
    case .timed:
      let run = ModelSignal()
      let dispose = delay(run, value % 3 + 1).observe(sink)
      Self.sendValues(value, to: run.send)
      return dispose
    }
  }

  private static func sendValues(_ value: Int, to sink: (ModelEvent) -> Void) {
    sink(.value(value))
    sink(.value(value + 1))
    sink(value % 7 == 3 ? .failed(TestError(code: value)) : .completed)
  }
}

/// Which inner runs a `flatMap` follows, and when it completes.
///
/// Every strategy forwards the values of the runs it follows and ends with the first
/// failure or interruption, outer or inner. `merge` follows every run; `concat` one at a
/// time, and `concurrent` two, the outer values queued meanwhile starting theirs only
/// when their turn comes;
/// `latest` only the run of the latest value; `race` every run until one sends any event,
/// then only that one, ignoring later outer values. The result completes when the outer
/// signal has completed, no run is left, and no value waits.
final class FlattenModelState {
  typealias Start = (_ value: Int, _ sink: @escaping (ModelEvent) -> Void) -> () -> Void

  private let strategy: Pipeline.Strategy
  /// How many runs go on at once under `concat` and `concurrent`.
  private var limit: Int { strategy == .concurrent ? 2 : 1 }
  private let output: ModelSignal
  private let startRun: Start
  private var runs: [Int: () -> Void] = [:]
  private var waiting: [Int] = []
  private var nextID = 0
  private var isOuterCompleted = false
  private var hasWinner = false

  init(strategy: Pipeline.Strategy, output: ModelSignal, start: @escaping Start) {
    self.strategy = strategy
    self.output = output
    self.startRun = start
  }

  func receiveOuter(_ event: ModelEvent) {
    switch event {
    case .value(let value):
      switch strategy {
      case .merge: start(value)
      case .concat, .concurrent: runs.count < limit ? start(value) : waiting.append(value)
      case .latest:
        endRuns { _ in true }
        start(value)
      case .race: if !hasWinner { start(value) }
      case .throttle: if runs.isEmpty { start(value) }
      }
    case .completed:
      isOuterCompleted = true
      completeIfDone()
    case .failed, .interrupted:
      end(with: event)
    }
  }

  private func start(_ value: Int) {
    let id = nextID
    nextID += 1
    runs[id] = {}
    let end = startRun(value) { [unowned self] event in self.receiveInner(event, from: id) }
    if runs[id] != nil { runs[id] = end } else { end() }
  }

  private func receiveInner(_ event: ModelEvent, from id: Int) {
    guard runs[id] != nil else { return }
    if strategy == .race && !hasWinner {
      hasWinner = true
      endRuns { $0 != id }
    }
    switch event {
    case .value: output.send(event)
    case .completed:
      runs[id] = nil
      if runs.count < limit && !waiting.isEmpty {
        start(waiting.removeFirst())
      }
      completeIfDone()
    case .failed, .interrupted:
      end(with: event)
    }
  }

  private func completeIfDone() {
    if isOuterCompleted && runs.isEmpty && waiting.isEmpty { output.send(.completed) }
  }

  private func end(with event: ModelEvent) {
    endRuns { _ in true }
    output.send(event)
  }

  private func endRuns(where shouldEnd: (Int) -> Bool) {
    for (id, end) in runs where shouldEnd(id) {
      runs[id] = nil
      end()
    }
  }
}
