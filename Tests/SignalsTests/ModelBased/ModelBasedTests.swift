import OffThePool
import PropertyBased
import Signals
import Testing

/// Random pipelines of operators, run on Signals and on the reference model under random
/// scripts of events: every event list must agree.
///
/// A difference fails with the shrunk case (pipeline and script), both event lists, and
/// the seed that replays it. From the package root:
///
/// ```sh
/// # The default run: 10,000 cases.
/// swift test --filter ModelBasedTests
/// # The large run: a million cases.
/// SIGNALS_MODEL_CASES=1000000 swift test --filter ModelBasedTests
/// # Replays a failure, with the seed its report printed.
/// SIGNALS_MODEL_SEED='…' swift test --filter ModelBasedTests
/// ```
@Suite(.cpuBound) struct ModelBasedTests {
  @Test(ModelBasedConfiguration.replayTrait)
  func signalsDeliversWhatTheReferenceModelDoesForRandomPipelinesAndScripts() async {
    await propertyCheck(count: ModelBasedConfiguration.caseCount, input: ModelCase.generator) {
      modelCase in
      let expected = ReferenceModel.deliveries(for: modelCase)
      let (actual, isReleased) = LibraryRun.outcome(for: modelCase)
      #expect(
        actual == expected,
        """
        Signals and the reference model disagree.
        \(modelCase)
        Signals: \(actual.map(\.description).joined(separator: ", "))
        model:   \(expected.map(\.description).joined(separator: ", "))
        """)
      #expect(isReleased, "The run is still alive after its observations ended.\n\(modelCase)")
    }
  }
}
