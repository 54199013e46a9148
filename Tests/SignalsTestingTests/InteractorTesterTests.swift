import Interactors
import Signals
import SignalsTesting
import Testing

@Suite struct InteractorTesterTests {
  @Test func anExhaustiveTestOfEveryOutputPasses() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.advance()
    tester.expectViewModel(CounterViewModel(count: 1))
    tester.send(.save)
    tester.advance()
    tester.expectViewModel(CounterViewModel(count: 1, isSaving: true))
    tester.expectEffect(.save(1))
    tester.advance(by: .seconds(1))
    tester.expectViewModel(CounterViewModel(count: 1))
    tester.expectEffect(.didSave(1))
    tester.finish()
    #expect(failures.messages == [])
  }

  @Test func theClosureFormStatesOnlyWhatChanges() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.send(.save)
    tester.advance()
    tester.expectViewModel { $0.count = 1 }
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(1))
    tester.run()
    tester.expectViewModel { $0.isSaving = false }
    tester.expectEffect(.didSave(1))
    tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aDifferentViewModelFailsWithALineDiff() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.advance()
    tester.expectViewModel(CounterViewModel(count: 2))
    tester.finish()
    #expect(
      failures.messages == [
        """
        The view model is not the expected one (− expected, + actual):
          ▿ SignalsTestingTests.CounterViewModel
        −   - count: 2
        +   - count: 1
            - isSaving: false
        """
      ])
  }

  @Test func aDifferentEffectFailsWithADiff() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.save)
    tester.advance()
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(7))
    tester.run()
    tester.expectViewModel { $0.isSaving = false }
    tester.expectEffect(.didSave(0))
    tester.finish()
    #expect(
      failures.messages == [
        """
        The effect is not the expected one (− expected, + actual):
          ▿ SignalsTestingTests.CounterReducer.Effect.save
        −   - save: 7
        +   - save: 0
        """
      ])
  }

  @Test func anOutputOfTheOtherKindFailsAndStaysToBeExpected() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.save)
    tester.advance()
    tester.expectEffect(.save(0))
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(0))
    tester.run()
    tester.expectViewModel { $0.isSaving = false }
    tester.expectEffect(.didSave(0))
    tester.finish()
    #expect(
      failures.messages == [
        """
        Expected effect save(0), but the next output is view model \
        CounterViewModel(count: 0, isSaving: true).
        Expect the outputs in the order the interactor delivered them.
        """
      ])
  }

  @Test func expectingWhenNothingIsLeftFailsAndSuggestsAdvancing() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.expectViewModel { $0.count = 1 }
    tester.advance()
    tester.expectViewModel { $0.count = 1 }
    tester.finish()
    #expect(
      failures.messages == [
        """
        Expected view model CounterViewModel(count: 1, isSaving: false), but every output \
        delivered so far has been expected.
        The scheduler has 1 pending action: advance it first?
        """
      ])
  }

  @Test func outputsLeftUnexpectedFailTheNextSend() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.advance()
    tester.send(.increment)
    tester.advance()
    tester.expectViewModel { $0.count = 2 }
    tester.finish()
    #expect(
      failures.messages == [
        """
        1 output was not expected before sending increment:
          view model CounterViewModel(count: 1, isSaving: false)
        Expect each with expectViewModel or expectEffect, in this order.
        """
      ])
  }

  @Test func outputsLeftUnexpectedFailTheFinish() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.save)
    tester.run()
    tester.finish()
    #expect(
      failures.messages == [
        """
        4 outputs were not expected before the end of the test:
          view model CounterViewModel(count: 0, isSaving: true)
          effect save(0)
          view model CounterViewModel(count: 0, isSaving: false)
          effect didSave(0)
        Expect each with expectViewModel or expectEffect, in this order.
        """
      ])
  }

  @Test func anEffectProducerStillRunningFailsTheFinish() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.save)
    tester.advance()
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(0))
    tester.finish()
    #expect(
      failures.messages == [
        """
        1 effect producer is still running at the end of the test.
        The scheduler has 2 pending actions: advance it first? Or make the reducer's effects end.
        """
      ])
  }

  @Test func aTesterReleasedWithoutFinishingFinishesAtItsCreation() {
    let failures = FailureLog()
    var line = 0
    do {
      line = #line + 1
      let tester = counterTester(reportingTo: failures)
      tester.send(.increment)
      tester.advance()
    }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("1 output was not expected before the end") == true)
    #expect(failures.lines.count == 1 && failures.lines[0] != line)
  }

  // Through the pluggable reporter, not `withKnownIssue`: a deliberate issue would end every
  // green run with "1 known issue", which reads as a defect.
  @Test func aFailureIsReportedAtTheLineAndFileOfTheExpectationThatFailed() {
    let failures = FailureLog()
    let tester = counterTester(reportingTo: failures)
    tester.send(.increment)
    tester.advance()
    let line = #line + 1
    tester.expectViewModel { $0.count = 5 }
    tester.finish()
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("The view model is not the expected one") == true)
    #expect(failures.lines == [line])
    #expect(failures.fileNames == ["InteractorTesterTests.swift"])
  }

  @Test func theTesterBuildsItsInteractorOnATestSchedulerContext() {
    let tester = InteractorTester { context in
      Interactor(
        reducer: CounterReducer.self, initialViewModel: CounterViewModel(), scheduler: context)
    }
    tester.send(.increment)
    #expect(tester.viewModel.count == 0)
    tester.advance()
    #expect(tester.viewModel.count == 1)
    tester.expectViewModel { $0.count = 1 }
    tester.finish()
  }
}
