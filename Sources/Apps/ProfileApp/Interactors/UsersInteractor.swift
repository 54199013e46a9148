import Interactors
import Signals

/// What the users list shows: the users (maybe none), loading, or why they failed.
public typealias UsersViewModel = Loadable<[User]>

/// What the users list asks: the commands a `--record` log holds.
public enum UsersCommand: Codable, Equatable, Sendable {
  /// Load the users, or retry after a failure.
  case load
  /// Load the users again, keeping the list shown.
  case refresh
  /// Show the user with the id `userID`, if the list shows them.
  case select(userID: Int)
}

/// What the users list asks of its parent: navigation.
public enum UsersEffect: Equatable, Sendable {
  /// Show `user`'s screen.
  case showUser(User)
}

/// The users list's reducer: ``LoadReducer`` for the list, and selection, which asks the
/// parent to show a user the list shows (and is ignored for one it does not).
///
/// ```swift
/// let ada = UsersReducer.State(viewModel: .loaded([]))
/// print(UsersReducer.reduce(state: ada, command: .select(userID: 1)).effect == nil)
/// // Prints "true": no user 1 in the list
/// ```
public enum UsersReducer: Reducer {
  /// The list's state.
  public typealias ViewModel = UsersViewModel

  /// The list's commands and the service's answers.
  public enum Command: Equatable, Sendable {
    /// A command of the list's loading.
    case list(LoadReducer<[User]>.Command)
    /// The user chose the user with the id `userID`.
    case select(userID: Int)
  }

  /// The work a transition asks for.
  public enum Effect: Equatable, Sendable {
    /// Request the users.
    case load
    /// Show the user.
    case show(User)
  }

  /// The next state of the list after `command`.
  ///
  /// - Parameters:
  ///   - state: The list's state before the command.
  ///   - command: What happened.
  /// - Returns: The next state, with the request or navigation it asks for.
  public static func reduce(state: State, command: Command) -> State {
    switch command {
    case .list(let command):
      let next = LoadReducer.reduce(state: .init(viewModel: state.viewModel), command: command)
      return State(viewModel: next.viewModel, effect: next.effect.map { _ in .load })
    case .select(let userID):
      let user = state.viewModel.value?.first { $0.id == userID }
      return State(viewModel: state.viewModel, effect: user.map(Effect.show))
    }
  }
}

/// The users list, the root of the profile app: loads and refreshes the users and turns
/// a selection into ``UsersEffect/showUser(_:)``, which the page turns into navigation.
///
/// Its commands are the whole of what the user did on the list, so a `CommandLog` of
/// them replays a session's loads, refreshes and choices of user.
///
/// ```swift
/// let users = UsersInteractor(service: service)
/// users.effect.observeValues { print($0) }
/// users.send(.load)
/// users.send(.select(userID: 3))  // once loaded: Prints "showUser(User(id: 3, …))"
/// ```
public typealias UsersInteractor = Interactor<UsersCommand, UsersViewModel, UsersEffect>

extension Interactor
where Command == UsersCommand, ViewModel == UsersViewModel, Effect == UsersEffect {
  /// Creates the users list's interactor.
  ///
  /// - Parameters:
  ///   - service: Where the users come from.
  ///   - scheduler: Where state changes, view models are delivered and requests start.
  public convenience init(
    service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()
  ) {
    self.init(
      reducer: UsersReducer.self, initialViewModel: .idle, scheduler: scheduler,
      toCommand: { command in
        switch command {
        case .load: .list(.load)
        case .refresh: .list(.refresh)
        case .select(let userID): .select(userID: userID)
        }
      },
      toEffect: { effect in
        guard case .show(let user) = effect else { return nil }
        return .showUser(user)
      },
      toSignalProducer: { effect in
        guard case .load = effect else { return .empty }
        return service.users()
          .map { .list(.loaded($0)) }
          .flatMapError { SignalProducer(value: .list(.failed($0.message))) }
      })
  }
}
