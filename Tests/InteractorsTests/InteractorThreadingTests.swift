import Dispatch
import Interactors
import OffThePool
import Signals
import SignalsTesting
import Testing

/// Counts commands; every tenth asks for an effect whose answer counts once more.
enum TallyReducer: Reducer {
  typealias ViewModel = Int
  enum Command: Sendable {
    case add
    case echoed
  }
  enum Effect: Sendable {
    case echo
  }

  static func reduce(state: State, command: Command) -> State {
    let next = state.viewModel + 1
    if case .add = command, next.isMultiple(of: 10) { return State(viewModel: next, effect: .echo) }
    return State(viewModel: next)
  }
}

@Suite struct InteractorThreadingTests {
  @Test(.cpuBound) func commandsSentFromManyThreadsAreEachReducedOnceAndDeliveredInOrder() {
    let interactor = Interactor<TallyReducer.Command, Int, Never>(
      reducer: TallyReducer.self, initialViewModel: 0, scheduler: .immediate,
      toCommand: { $0 }, toEffect: { _ in nil },
      toSignalProducer: { _ in SignalProducer(value: .echoed) })
    let viewModels = EventRecorder(interactor.viewModel.signal)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 { interactor.send(.add) }
    }
    let values = viewModels.values
    #expect(interactor.viewModel.value == values.last)
    #expect(values == Array(1...values.count), "every transition delivered once, in order")
    // Each `.add` counts once; an echo counts once more for each `.add` that landed on a
    // multiple of ten, so the total is at least the 2,000 commands sent.
    #expect(values.count >= 2_000)
    #expect(interactor.runningEffectCount() == 0)
  }

  @Test func anInteractorOnQueuesReducesOffTheSendingThreadAndEndsItsEffects() {
    let state = QueueScheduler(name: "test.state")
    let interactor = Interactor<TallyReducer.Command, Int, Never>(
      reducer: TallyReducer.self, initialViewModel: 0,
      scheduler: SchedulerContext(state: state, output: ImmediateScheduler(), work: state),
      toCommand: { $0 }, toEffect: { _ in nil },
      toSignalProducer: { _ in SignalProducer(value: .echoed) })
    let reached = DispatchSemaphore(value: 0)
    interactor.viewModel.signal.observeValues { if $0 == 11 { reached.signal() } }
    for _ in 0..<10 { interactor.send(.add) }
    #expect(reached.wait(timeout: .now() + .seconds(10)) == .success)
    #expect(interactor.viewModel.value == 11)
  }
}
