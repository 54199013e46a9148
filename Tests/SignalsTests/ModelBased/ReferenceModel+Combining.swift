import Signals

/// The reference model's operators over two signals: `merge`, `combineLatest` and `zip`.
///
/// All three end with the first failure or interruption of either input; they differ in
/// what they send for values and in when they complete.
protocol BinaryModelState {
  /// Handles an event of input `side` (0 or 1), sending on `output`.
  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal)
}

extension ReferenceModel {
  /// Observes `left`, then `right`, and hands each event, one at a time, to `state`.
  func binary(_ left: ModelSignal, _ right: ModelSignal, state: some BinaryModelState)
    -> ModelSignal
  {
    let node = ModelNode()
    var state = state
    for (side, input) in [left, right].enumerated() {
      input.observe { event in
        node.serially { state.receive(event, from: side, output: node.output) }
      }
    }
    return node.output
  }
}

/// Values as they come; completes when both inputs have completed.
struct MergeState: BinaryModelState {
  var completed = [false, false]

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    guard case .completed = event else { return output.send(event) }
    completed[side] = true
    if completed == [true, true] { output.send(.completed) }
  }
}

/// Once both inputs have sent a value, the latest pair on every value; completes when
/// both have completed, or at once when one completes without having sent a value.
struct CombineLatestState: BinaryModelState {
  var latest: [Int?] = [nil, nil]
  var completed = [false, false]

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    switch event {
    case .value(let value):
      latest[side] = value
      if let left = latest[0], let right = latest[1] {
        output.send(.value(Fold.pair((left, right))))
      }
    case .completed:
      completed[side] = true
      if latest[side] == nil || completed == [true, true] { output.send(.completed) }
    case .failed, .interrupted:
      output.send(event)
    }
  }
}

/// Pairs by position; completes as soon as an input has completed and every value it
/// sent has been paired.
struct ZipState: BinaryModelState {
  var buffers: [[Int]] = [[], []]
  var completed = [false, false]

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    switch event {
    case .value(let value):
      buffers[side].append(value)
      if !buffers[0].isEmpty && !buffers[1].isEmpty {
        output.send(.value(Fold.pair((buffers[0].removeFirst(), buffers[1].removeFirst()))))
      }
    case .completed:
      completed[side] = true
    case .failed, .interrupted:
      return output.send(event)
    }
    if (0...1).contains(where: { completed[$0] && buffers[$0].isEmpty }) {
      output.send(.completed)
    }
  }
}
