import Interactors
import Signals

/// What a user's screen shows: the profile and the posts, each in its own state.
public struct UserViewModel: Equatable, Sendable {
  /// The profile's state.
  public var profile: ProfileViewModel
  /// The posts' state.
  public var posts: PostsViewModel

  /// Creates the view model of a user's screen.
  public init(profile: ProfileViewModel, posts: PostsViewModel) {
    self.profile = profile
    self.posts = posts
  }
}

/// What a user's screen asks: seed 003's `UserInteractor.Command`, plus a refresh of both.
public enum UserCommand: String, Codable, Equatable, Sendable {
  /// Load the profile, or retry it after a failure.
  case loadProfile
  /// Load the posts, or retry them after a failure.
  case loadPosts
  /// Refresh the profile and the posts.
  case refresh
}

/// A user's screen: seed 003's `UserInteractor`, composing a ``ProfileInteractor`` and a
/// ``PostsInteractor``.
///
/// Its view model combines theirs, each command goes to the child it is for (`refresh`
/// to both), and their effects — none — are merged. Releasing it releases the children,
/// which interrupts the requests they have in flight.
///
/// ```swift
/// let user = UserInteractor(userID: 3, service: service)
/// user.send(.loadProfile)
/// user.send(.loadPosts)
/// // Its view model shows both loading, then each part as its answer comes.
/// ```
public typealias UserInteractor = Interactor<UserCommand, UserViewModel, Never>

extension Interactor
where Command == UserCommand, ViewModel == UserViewModel, Effect == Never {
  /// Creates the interactor of the screen of the user with the id `userID`.
  ///
  /// - Parameters:
  ///   - userID: The user shown.
  ///   - service: Where the profile and posts come from.
  ///   - scheduler: The context of both children.
  public convenience init(
    userID: Int, service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()
  ) {
    self.init(
      profile: ProfileInteractor(userID: userID, service: service, scheduler: scheduler),
      posts: PostsInteractor(userID: userID, service: service, scheduler: scheduler))
  }

  /// Creates the interactor of a user's screen from its two children.
  ///
  /// - Parameters:
  ///   - profile: The profile's interactor; the user's interactor keeps it.
  ///   - posts: The posts' interactor; the user's interactor keeps it.
  public convenience init(profile: ProfileInteractor, posts: PostsInteractor) {
    self.init(
      composing: .child(
        profile,
        fromCommand: { command in
          switch command {
          case .loadProfile: .load
          case .refresh: .refresh
          case .loadPosts: nil
          }
        }),
      .child(
        posts,
        fromCommand: { command in
          switch command {
          case .loadPosts: .load
          case .refresh: .refresh
          case .loadProfile: nil
          }
        }),
      viewModel: UserViewModel.init)
  }
}
