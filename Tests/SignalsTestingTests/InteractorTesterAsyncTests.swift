import Foundation
import Interactors
import Signals
import SignalsTesting
import Testing

/// An interactor whose effect is async work: on the scheduler's clock it runs on virtual
/// time; waiting for another thread, `settle()` waits for it without polling.
@Suite struct InteractorTesterAsyncTests {
  @Test func anAsyncEffectSleepingOnTheClockRunsOnVirtualTime() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let tester = InteractorTester(
      Counter(
        saving: { count in
          try? await clock.sleep(for: .seconds(1))
          return count
        }, on: scheduler),
      scheduler: scheduler)
    tester.send(.save)
    tester.advance()
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(0))
    tester.advance(by: .milliseconds(999))
    tester.advance(by: .milliseconds(1))
    tester.expectViewModel { $0.isSaving = false }
    tester.expectEffect(.didSave(0))
    tester.finish()
  }

  @Test func settleWaitsForAnEffectAnsweredFromAnotherThread() async {
    let scheduler = TestScheduler()
    let tester = InteractorTester(
      Counter(
        saving: { count in
          await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: count) }.start()
          }
        }, on: scheduler),
      scheduler: scheduler)
    tester.send(.increment)
    tester.send(.save)
    await tester.settle()
    tester.expectViewModel { $0.count = 1 }
    tester.expectViewModel { $0.isSaving = true }
    tester.expectEffect(.save(1))
    tester.expectViewModel { $0.isSaving = false }
    tester.expectEffect(.didSave(1))
    tester.finish()
  }
}

extension Interactor
where
  Command == CounterReducer.Command, ViewModel == CounterViewModel,
  Effect == CounterReducer.Effect
{
  /// A counter whose saves are `save`, async work started on `scheduler`'s context.
  fileprivate convenience init(
    saving save: @escaping @Sendable (Int) async -> Int, on scheduler: TestScheduler
  ) {
    self.init(
      reducer: CounterReducer.self, initialViewModel: CounterViewModel(),
      scheduler: SchedulerContext(testing: scheduler),
      toSignalProducer: { effect in
        switch effect {
        case .save(let count): SignalProducer { () async in .saved(await save(count)) }
        case .didSave: .empty
        }
      })
  }
}
