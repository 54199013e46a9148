import OffThePool
import Signals
import Testing

/// The random cases are worth something only if they reach every operator and every kind
/// of outcome: these tests fail if the generator drifts into trivial cases.
@Suite(.cpuBound) struct ModelCoverageTests {
  /// The same 3,000 cases for each test, made anew rather than kept in a `static let`:
  /// LeakSanitizer cannot follow the pointers that enums keep with tag bits in them, so
  /// cases alive until the process exits were reported as leaked.
  private let cases: [ModelCase] = {
    var rng = SplitMix64(seed: 16)
    return (0..<3_000).map { _ in ModelCase.random(using: &rng) }
  }()

  @Test func generatedPipelinesUseEveryOperatorAndEveryFlatMapCombination() {
    var stages: Set<String> = []
    var flatMaps: Set<String> = []
    var manyInputs: Set<String> = []
    for modelCase in cases {
      modelCase.pipeline.forEachStage { stage in
        stages.insert(stage.name)
        switch stage {
        case .flatMap(_, let strategy, let inner): flatMaps.insert("\(strategy) \(inner)")
        case .combineLatestMany(let inputs, let isSequence), .zipMany(let inputs, let isSequence):
          manyInputs.insert("\(stage.name) \(inputs.count) \(isSequence)")
        default: break
        }
      }
    }
    #expect(stages.count == 30, "stages reached: \(stages.sorted())")
    #expect(flatMaps.count == Pipeline.Strategy.allCases.count * Pipeline.Inner.allCases.count)
    // combineLatest and zip of 3 and 4 inputs, each as a tuple and as a sequence.
    #expect(manyInputs.count == 8, "reached: \(manyInputs.sorted())")
  }

  @Test func generatedCasesEndInEveryWayAndOftenDeliverValues() {
    var outcomes: [String: Int] = [:]
    for modelCase in cases {
      let events = ReferenceModel.deliveries(for: modelCase).map(\.event)
      if events.contains(where: { $0.value != nil }) { outcomes["values", default: 0] += 1 }
      switch events.last {
      case .failed: outcomes["failed", default: 0] += 1
      case .completed: outcomes["completed", default: 0] += 1
      case .interrupted: outcomes["interrupted", default: 0] += 1
      case .value, nil: outcomes["open", default: 0] += 1
      }
    }
    for outcome in ["values", "failed", "completed", "interrupted", "open"] {
      #expect(outcomes[outcome, default: 0] >= cases.count / 50, "\(outcomes)")
    }
  }
}

extension Pipeline {
  /// The name of the stage's operator, such as `flatMap`.
  var name: String {
    Mirror(reflecting: self).children.first?.label ?? "\(self)"
  }

  func forEachStage(_ body: (Pipeline) -> Void) {
    body(self)
    for child in children { child.forEachStage(body) }
  }
}
