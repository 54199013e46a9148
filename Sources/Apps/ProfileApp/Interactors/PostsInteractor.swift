import Interactors
import Signals

/// What the posts part of a user's screen shows: the posts (maybe none), loading, or why
/// they failed.
public typealias PostsViewModel = Loadable<[Post]>

/// Loads and refreshes one user's posts: seed 003's `PostsInteractor`.
///
/// ```swift
/// let posts = PostsInteractor(userID: 3, service: service)
/// posts.send(.load)
/// // Its view model becomes `loading`, then `loaded([…])` when the service answers.
/// ```
public typealias PostsInteractor = Interactor<LoadCommand, PostsViewModel, Never>

extension Interactor
where Command == LoadCommand, ViewModel == PostsViewModel, Effect == Never {
  /// Creates the interactor of the posts of the user with the id `userID`.
  ///
  /// `load` asks the service for the posts (or retries after a failure), `refresh` asks
  /// again while the posts stay shown. A failure becomes
  /// ``Loadable/failed(_:attempts:)`` with the ``ServiceError/message``.
  ///
  /// - Parameters:
  ///   - userID: The user whose posts are shown.
  ///   - service: Where the posts come from.
  ///   - scheduler: Where state changes, view models are delivered and requests start.
  public convenience init(
    userID: Int, service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()
  ) {
    self.init(
      reducer: LoadReducer<[Post]>.self, initialViewModel: .idle, scheduler: scheduler,
      toCommand: LoadReducer.Command.init,
      toEffect: { _ in nil },
      toSignalProducer: { effect in
        switch effect {
        case .load:
          service.posts(userID: userID)
            .map(LoadReducer.Command.loaded)
            .flatMapError { SignalProducer(value: .failed($0.message)) }
        }
      })
  }
}
