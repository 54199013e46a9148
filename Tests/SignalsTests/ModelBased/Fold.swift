import Signals

/// How the outputs of operators whose values are not `Int` are folded into one, the same
/// way on both sides of a model-based case, so that one event list compares them.
enum Fold {
  static func array(_ values: [Int]) -> Int {
    values.reduce(values.count) { $0 &* 31 &+ $1 }
  }

  static func pair(_ pair: (Int, Int)) -> Int {
    pair.0 &* 1000 &+ pair.1
  }

  /// A value stays itself; a terminal event becomes a number far from the small values
  /// the scripts send.
  static func event(_ event: Signal<Int, TestError>.Event) -> Int {
    switch event {
    case .value(let value): value
    case .failed(let error): 1_000_000 + error.code
    case .completed: 2_000_000
    case .interrupted: 3_000_000
    }
  }
}
