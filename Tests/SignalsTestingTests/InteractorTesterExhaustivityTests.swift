import Interactors
import Signals
import SignalsTesting
import Testing

/// `exhaustivity = .off(…)`: the test states only what it cares about.
@Suite struct InteractorTesterExhaustivityTests {
  /// The same test, which skips the outputs before the effect it expects: it passes
  /// when not exhaustive, and fails when exhaustive.
  @Test(arguments: [Exhaustivity.off(showSkippedAssertions: false), .on])
  func skippingOutputsPassesOnlyWhenNotExhaustive(_ exhaustivity: Exhaustivity) {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.exhaustivity = exhaustivity
    tester.send(.increment)
    tester.send(.increment)
    tester.send(.save)
    tester.advance(by: .seconds(1))
    tester.expectEffect(.didSave(2))
    tester.finish()
    #expect(failures.messages.isEmpty == (exhaustivity != .on))
  }

  @Test func theClosureFormChecksOnlyWhatItSetsOnTheFirstViewModelThatHasIt() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.exhaustivity = .off(showSkippedAssertions: false)
    tester.send(.increment)
    tester.send(.save)
    tester.advance()
    tester.expectViewModel { $0.isSaving = true }
    tester.advance(by: .seconds(1))
    tester.expectViewModel { $0.isSaving = false }
    tester.finish()
    #expect(failures.messages == [])
  }

  @Test func anExpectationNothingMatchesStillFailsAndListsWhatIsLeft() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.exhaustivity = .off(showSkippedAssertions: false)
    tester.send(.increment)
    tester.advance()
    tester.expectEffect(.save(7))
    #expect(
      failures.messages == [
        """
        Expected effect save(7).
        None of the outputs left matches:
          view model CounterViewModel(count: 1, isSaving: false)
        The scheduler has nothing pending: what is awaited comes from elsewhere.
        """
      ])
    tester.exhaustivity = .off(showSkippedAssertions: false)
    tester.finish()
  }

  @Test func skippedOutputsAndRunningEffectsAreReportedOnlyWhenAsked() {
    let failures = FailureLog()
    let skipped = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.exhaustivity = .off(showSkippedAssertions: true)
    tester.reportSkipped = skipped.reporter
    tester.send(.increment)
    tester.send(.save)
    tester.advance()
    tester.expectEffect(.save(1))
    tester.finish()
    #expect(failures.messages == [])
    #expect(
      skipped.messages == [
        """
        Skipped: 2 outputs were not expected before effect save(1):
          view model CounterViewModel(count: 1, isSaving: false)
          view model CounterViewModel(count: 1, isSaving: true)
        Expect each with expectViewModel or expectEffect, in this order.
        """,
        """
        Skipped: 1 effect producer is still running at the end of the test.
        The scheduler has 2 pending actions: advance it first? Or make the reducer's effects end.
        """,
      ])
  }
}
