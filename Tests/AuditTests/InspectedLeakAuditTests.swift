import OffThePool
import Signals
import Synchronization
import Testing

/// The leak audit's cases again, each cycle recorded by an ``Inspector``: the inspector
/// keeps nothing alive, its passive observers included, and its graph is empty once a
/// cycle let go of everything.
///
/// A fiftieth of the plain audit's cycles: each node recorded costs a stack capture.
@Suite(.cpuBound, .serialized) struct InspectedLeakAuditTests {
  static let cycles = max(AuditScale.leakCycles / 50, 25)

  /// Cases whose pipeline has ended, and let go of its signals, by the time it is built.
  static let endedWhenBuilt: Set = ["flow mapped and completed"]

  @Test(arguments: LeakAuditTests.cases)
  func cyclesRecordedByAnInspectorLeaveNothingAliveAndAnEmptyGraph(_ leakCase: LeakCase) {
    let inspector = Inspector()
    let recorded = RecordedNodes()
    // The case, with the graph read once it is built: a graph empty at the end of a cycle
    // proves nothing unless the inspector saw the pipeline while it lived.
    let inspected = LeakCase(leakCase.name) { probe in
      let observation = leakCase.build(probe)
      recorded.note(inspector.graph().nodes.count)
      return observation
    }
    for cycle in 0..<Self.cycles {
      let survivors = inspector.record { inspected.run(cycle: cycle).survivors }
      guard survivors.isEmpty else {
        Issue.record("cycle \(cycle) of \(leakCase.name), inspected, leaked: \(survivors)")
        return
      }
      let left = inspector.graph().nodes
      guard left.isEmpty else {
        Issue.record(
          "cycle \(cycle) of \(leakCase.name) left nodes in the graph: \(left.map(\.label))")
        return
      }
    }
    if !Self.endedWhenBuilt.contains(leakCase.name) {
      #expect(recorded.most > 0, "the inspector recorded nothing of \(leakCase.name)")
    }
  }
}

/// The most nodes a graph held while a pipeline lived.
private final class RecordedNodes: Sendable {
  private let value = Atomic(0)

  var most: Int { value.load(ordering: .relaxed) }

  func note(_ count: Int) {
    var current = value.load(ordering: .relaxed)
    while count > current {
      let (exchanged, original) = value.compareExchange(
        expected: current, desired: count, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}
