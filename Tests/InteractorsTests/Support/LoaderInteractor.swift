import Interactors
import Signals
import SignalsTesting

/// A small screen that loads a name: the sample interactor of these tests.
struct LoaderViewModel: Equatable, Sendable {
  enum Status: Equatable, Sendable {
    case initialized, loading
    case loaded(String)
    case failed(String)
  }
  var status = Status.initialized
  var opens = 0
}

enum LoaderReducer: Reducer {
  typealias ViewModel = LoaderViewModel
  enum Command: Sendable {
    case load
    case loaded(String)
    case failed(String)
    case open
  }
  enum Effect: Sendable, Equatable {
    case load
    case open(String)
  }

  static func reduce(state: State, command: Command) -> State {
    var viewModel = state.viewModel
    switch command {
    case .load:
      if viewModel.status == .loading { return State(viewModel: viewModel) }
      viewModel.status = .loading
      return State(viewModel: viewModel, effect: .load)
    case .loaded(let name):
      viewModel.status = .loaded(name)
    case .failed(let reason):
      viewModel.status = .failed(reason)
    case .open:
      guard case .loaded(let name) = viewModel.status else { return State(viewModel: viewModel) }
      viewModel.opens += 1
      return State(viewModel: viewModel, effect: .open(name))
    }
    return State(viewModel: viewModel)
  }
}

enum LoaderCommand: String, Codable, Sendable { case load, open }
enum LoaderEffect: Equatable, Sendable { case open(String) }
struct LoaderError: Error { var reason: String }

typealias LoaderInteractor = Interactor<LoaderCommand, LoaderViewModel, LoaderEffect>

extension Interactor
where Command == LoaderCommand, ViewModel == LoaderViewModel, Effect == LoaderEffect {
  /// The loader, reading names from `service`.
  convenience init(
    service: @escaping @Sendable () -> SignalProducer<String, LoaderError>,
    scheduler: SchedulerContext
  ) {
    self.init(
      reducer: LoaderReducer.self, initialViewModel: LoaderViewModel(), scheduler: scheduler,
      toCommand: { command in
        switch command {
        case .load: .load
        case .open: .open
        }
      },
      toEffect: { effect in
        switch effect {
        case .load: nil
        case .open(let name): .open(name)
        }
      },
      toSignalProducer: { effect in
        switch effect {
        case .load:
          service().map(LoaderReducer.Command.loaded)
            .flatMapError { SignalProducer(value: .failed($0.reason)) }
        case .open: .empty
        }
      }
    )
  }
}

/// Services for the loader.
enum LoaderServices {
  /// Answers `name` after `latency` on `scheduler`.
  static func answering(_ name: String, after latency: Duration, on scheduler: TestScheduler)
    -> @Sendable () -> SignalProducer<String, LoaderError>
  {
    { SignalProducer(value: name).delay(latency, on: scheduler) }
  }

  /// Fails with `reason` after `latency` on `scheduler`.
  static func failing(_ reason: String, after latency: Duration, on scheduler: TestScheduler)
    -> @Sendable () -> SignalProducer<String, LoaderError>
  {
    {
      SignalProducer<Void, LoaderError>(value: ()).delay(latency, on: scheduler)
        .flatMap(.merge) { SignalProducer<String, LoaderError>(error: LoaderError(reason: reason)) }
    }
  }
}

/// A service that never answers, and counts the requests started and ended.
final class HangingService: Sendable {
  private let counts = Locked.make((started: 0, ended: 0))

  var started: Int { counts.withLock { $0.started } }
  var ended: Int { counts.withLock { $0.ended } }

  var request: @Sendable () -> SignalProducer<String, LoaderError> {
    { [counts] in
      SignalProducer { _, lifetime in
        counts.withLock { $0.started += 1 }
        lifetime.observeEnded { counts.withLock { $0.ended += 1 } }
      }
    }
  }
}
