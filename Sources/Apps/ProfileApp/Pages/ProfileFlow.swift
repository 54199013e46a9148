import Flows
import Interactors
import Signals

/// The profile app: the users list, then a user's profile and posts, then a post and its
/// comments, over a ``ProfileService``.
///
/// The screens know nothing of each other; ``navigation`` alone says that choosing a user
/// shows them and choosing a post shows it. The root screen's input is the users list's
/// interactor, so that whoever runs the app can record its commands or replay a log of
/// them into it; the pages below it send their commands through ``pageCommands``, each
/// with its page, where they are recorded, and ``send(_:)`` replays one.
///
/// ```swift
/// let app = ProfileFlow(service: service, scheduler: SchedulerContext(testing: scheduler))
/// let users = app.makeUsersInteractor()
/// app.navigation.run(users, on: host) { _ in }
/// ```
public struct ProfileFlow: Sendable {
  /// Where the users, posts and comments come from.
  public let service: any ProfileService
  /// The context of every screen's interactor.
  public let scheduler: SchedulerContext
  /// Every command sent on a user's or a post's page, with the page: the user's, sent on
  /// the UI thread, and those of ``send(_:)``. The page named takes it while it is open.
  public let pageCommands: Signal<ProfilePageCommand, Never>
  private let pageCommandEmitter: Emitter<ProfilePageCommand, Never>

  /// Creates the app over `service`.
  ///
  /// - Parameters:
  ///   - service: Where the content comes from.
  ///   - scheduler: The context of the interactors: on a terminal host, the host's
  ///     scheduler as `output`, or the default context, whose `MainScheduler` the host's
  ///     UI loop services.
  public init(service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()) {
    self.service = service
    self.scheduler = scheduler
    (pageCommands, pageCommandEmitter) = Signal.pipe()
  }

  /// Sends `command` to the page it names, as if the user sent it there, on the context's
  /// `output` scheduler, where the pages' controls act. When that page is not open,
  /// nothing takes it, as a tap on a page the user has left would not reach it.
  public func send(_ command: ProfilePageCommand) {
    scheduler.output.schedule { [pageCommandEmitter] in pageCommandEmitter.emit(command) }
  }

  /// A users list's interactor on this app's service and context: the root screen's
  /// input.
  public func makeUsersInteractor() -> UsersInteractor {
    UsersInteractor(service: service, scheduler: scheduler)
  }

  /// The users list; reports the user chosen.
  public var users: Screen<UsersInteractor, User> {
    Screen { interactor, report in UsersPage.make(interactor, report: report) }
  }

  /// A user's profile and posts; reports the post chosen.
  public var user: Screen<User, Post> {
    Screen { [service, scheduler, pageCommands, pageCommandEmitter] user, report in
      UserPage.make(
        user, service: service, scheduler: scheduler,
        commands: pageCommands, sink: pageCommandEmitter.observer, report: report)
    }
  }

  /// A post and its comments; reports nothing.
  public var post: Screen<Post, Never> {
    Screen { [service, scheduler, pageCommands, pageCommandEmitter] post, _ in
      PostPage.make(
        post, service: service, scheduler: scheduler,
        commands: pageCommands, sink: pageCommandEmitter.observer)
    }
  }

  /// Users, then the user chosen, then the post chosen.
  public var navigation: NavigationFlow<UsersInteractor, Never> {
    NavigationFlow(root: users) >>> user >>> post
  }
}
