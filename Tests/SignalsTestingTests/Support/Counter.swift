import Interactors
import Signals
import SignalsTesting
import Testing

struct CounterViewModel: Equatable, Sendable {
  var count = 0
  var isSaving = false
}

/// A counter that saves its count, taking a second to do so.
enum CounterReducer: Reducer {
  typealias ViewModel = CounterViewModel
  enum Command: Sendable {
    case increment
    case save
    case saved(Int)
  }
  enum Effect: Equatable, Sendable {
    case save(Int)
    case didSave(Int)
  }

  static func reduce(state: State, command: Command) -> State {
    var viewModel = state.viewModel
    switch command {
    case .increment:
      viewModel.count += 1
      return State(viewModel: viewModel)
    case .save:
      viewModel.isSaving = true
      return State(viewModel: viewModel, effect: .save(viewModel.count))
    case .saved(let count):
      viewModel.isSaving = false
      return State(viewModel: viewModel, effect: .didSave(count))
    }
  }
}

typealias Counter = Interactor<CounterReducer.Command, CounterViewModel, CounterReducer.Effect>

extension Interactor
where
  Command == CounterReducer.Command, ViewModel == CounterViewModel,
  Effect == CounterReducer.Effect
{
  /// A counter whose saves take `latency` on `scheduler`.
  convenience init(savingAfter latency: Duration, on scheduler: TestScheduler) {
    self.init(
      reducer: CounterReducer.self, initialViewModel: CounterViewModel(),
      scheduler: SchedulerContext(testing: scheduler),
      toSignalProducer: { effect in
        switch effect {
        case .save(let count): SignalProducer(value: .saved(count)).delay(latency, on: scheduler)
        case .didSave: .empty
        }
      })
  }
}

/// Collects the failures a tester reports, instead of failing the test.
final class FailureLog {
  private(set) var messages: [String] = []
  private(set) var lines: [Int] = []
  private(set) var fileNames: [String] = []

  var reporter:
    InteractorTester<
      CounterReducer.Command, CounterViewModel, CounterReducer.Effect
    >.FailureReporter
  {
    { [self] message, location in
      messages.append(message)
      lines.append(location.line)
      fileNames.append(location.fileName)
    }
  }
}

/// A tester of a counter that reports to `failures`.
func counterTester(reportingTo failures: FailureLog, latency: Duration = .seconds(1))
  -> InteractorTester<CounterReducer.Command, CounterViewModel, CounterReducer.Effect>
{
  let scheduler = TestScheduler()
  return InteractorTester(
    Counter(savingAfter: latency, on: scheduler), scheduler: scheduler,
    reportFailure: failures.reporter)
}

/// Collects the failures a ``TestScheduler`` reports, from any thread.
final class SchedulerFailures: Sendable {
  private let messages = Locked.make([String]())

  var all: [String] { messages.withLock { $0 } }

  var reporter: TestScheduler.FailureReporter {
    { [messages] message, _ in messages.withLock { $0.append(message) } }
  }
}
