import OffThePool
import Testing

/// Every operator, producer chain, result-signal chain, property binding, interactor and
/// flow, built, observed and let go of ``AuditScale/leakCycles`` times: nothing it made
/// may outlive a cycle. The ASan run of CI adds LeakSanitizer's check of the whole heap.
@Suite(.cpuBound, .serialized) struct LeakAuditTests {
  static let cases: [LeakCase] =
    LeakCase.signalOperators + LeakCase.combiningOperators + LeakCase.timedOperators
    + LeakCase.producerChains + LeakCase.resultChains + LeakCase.propertyBindings
    + LeakCase.architecture

  @Test(arguments: cases)
  func cyclesOfBuildingObservingAndDisposingLeaveNothingAlive(_ leakCase: LeakCase) {
    var watched = 0
    for cycle in 0..<AuditScale.leakCycles {
      let (survivors, count) = leakCase.run(cycle: cycle)
      watched += count
      guard survivors.isEmpty else {
        Issue.record("cycle \(cycle) of \(leakCase.name) leaked: \(survivors)")
        return
      }
    }
    #expect(watched >= 2 * AuditScale.leakCycles)
  }

  @Test func everyCaseHasItsOwnName() {
    let names = Self.cases.map(\.name)
    #expect(Set(names).count == names.count)
  }
}
