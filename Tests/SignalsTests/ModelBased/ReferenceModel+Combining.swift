import Signals

/// The reference model's operators over several signals: `merge`, and `combineLatest` and
/// `zip` of two, three or four inputs.
///
/// All of them end with the first failure or interruption of any input; they differ in
/// what they send for values and in when they complete.
protocol CombiningModelState {
  /// Handles an event of input `side`, sending on `output`.
  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal)
}

extension ReferenceModel {
  /// Observes the inputs in order, and hands each event, one at a time, to `state`.
  func combining(_ inputs: [ModelSignal], state: some CombiningModelState) -> ModelSignal {
    let node = ModelNode()
    var state = state
    for (side, input) in inputs.enumerated() {
      input.observe { event in
        node.serially { state.receive(event, from: side, output: node.output) }
      }
    }
    return node.output
  }
}

/// Values as they come; completes when both inputs have completed.
struct MergeState: CombiningModelState {
  var completed = [false, false]

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    guard case .completed = event else { return output.send(event) }
    completed[side] = true
    if completed == [true, true] { output.send(.completed) }
  }
}

/// Once every input has sent a value, the latest of each on every value; completes when
/// all have completed, or at once when one completes without having sent a value.
struct CombineLatestState: CombiningModelState {
  var latest: [Int?]
  var completed: [Bool]

  init(count: Int) {
    latest = Array(repeating: nil, count: count)
    completed = Array(repeating: false, count: count)
  }

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    switch event {
    case .value(let value):
      latest[side] = value
      let values = latest.compactMap { $0 }
      if values.count == latest.count { output.send(.value(Self.fold(values))) }
    case .completed:
      completed[side] = true
      if latest[side] == nil || !completed.contains(false) { output.send(.completed) }
    case .failed, .interrupted:
      output.send(event)
    }
  }

  /// A pair as `combineLatest(with:)` makes one, more values as an array.
  static func fold(_ values: [Int]) -> Int {
    values.count == 2 ? Fold.pair((values[0], values[1])) : Fold.array(values)
  }
}

/// Values combined by position; completes as soon as an input has completed and every
/// value it sent has been combined.
struct ZipState: CombiningModelState {
  var buffers: [[Int]]
  var completed: [Bool]

  init(count: Int) {
    buffers = Array(repeating: [], count: count)
    completed = Array(repeating: false, count: count)
  }

  mutating func receive(_ event: ModelEvent, from side: Int, output: ModelSignal) {
    switch event {
    case .value(let value):
      buffers[side].append(value)
      if !buffers.contains(where: \.isEmpty) {
        let values = buffers.indices.map { buffers[$0].removeFirst() }
        output.send(.value(CombineLatestState.fold(values)))
      }
    case .completed:
      completed[side] = true
    case .failed, .interrupted:
      return output.send(event)
    }
    if buffers.indices.contains(where: { completed[$0] && buffers[$0].isEmpty }) {
      output.send(.completed)
    }
  }
}
