import Interactors
import Signals

/// What the profile part of a user's screen shows: the user, loading, or why it failed.
public typealias ProfileViewModel = Loadable<User>

/// Loads and refreshes one user's profile: seed 003's `ProfileInteractor`.
///
/// ```swift
/// let profile = ProfileInteractor(userID: 3, service: service)
/// profile.send(.load)
/// profile.viewModel.producer.startWithValues { print($0) }
/// // Prints "loading", then "loaded(User(id: 3, …))" when the service answers
/// ```
public typealias ProfileInteractor = Interactor<LoadCommand, ProfileViewModel, Never>

extension Interactor
where Command == LoadCommand, ViewModel == ProfileViewModel, Effect == Never {
  /// Creates the interactor of the profile of the user with the id `userID`.
  ///
  /// `load` asks the service for the user (or retries after a failure), `refresh` asks
  /// again while the profile stays shown. A failure becomes
  /// ``Loadable/failed(_:attempts:)`` with the ``ServiceError/message``: never a crash.
  ///
  /// - Parameters:
  ///   - userID: The user whose profile is shown.
  ///   - service: Where the profile comes from.
  ///   - scheduler: Where state changes, view models are delivered and requests start.
  public convenience init(
    userID: Int, service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()
  ) {
    self.init(
      reducer: LoadReducer<User>.self, initialViewModel: .idle, scheduler: scheduler,
      toCommand: LoadReducer.Command.init,
      toEffect: { _ in nil },
      toSignalProducer: { effect in
        switch effect {
        case .load:
          service.user(id: userID)
            .map(LoadReducer.Command.loaded)
            .flatMapError { SignalProducer(value: .failed($0.message)) }
        }
      })
  }
}
