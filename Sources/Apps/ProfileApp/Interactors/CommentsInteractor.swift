import Interactors
import Signals

/// What a post's screen shows under the post: its comments (maybe none), loading, or why
/// they failed.
public typealias CommentsViewModel = Loadable<[Comment]>

/// Loads and refreshes the comments on one post: the post screen's interactor.
///
/// Its request is the per-page producer of seed 004: the post's page owns the
/// interactor, so leaving the page releases it, which interrupts a request in flight.
///
/// ```swift
/// let comments = CommentsInteractor(postID: 7, service: service)
/// comments.send(.load)
/// // Its view model becomes `loading`, then `loaded([…])` when the service answers.
/// ```
public typealias CommentsInteractor = Interactor<LoadCommand, CommentsViewModel, Never>

extension Interactor
where Command == LoadCommand, ViewModel == CommentsViewModel, Effect == Never {
  /// Creates the interactor of the comments on the post with the id `postID`.
  ///
  /// - Parameters:
  ///   - postID: The post whose comments are shown.
  ///   - service: Where the comments come from.
  ///   - scheduler: Where state changes, view models are delivered and requests start.
  public convenience init(
    postID: Int, service: any ProfileService, scheduler: SchedulerContext = SchedulerContext()
  ) {
    self.init(
      reducer: LoadReducer<[Comment]>.self, initialViewModel: .idle, scheduler: scheduler,
      toCommand: LoadReducer.Command.init,
      toEffect: { _ in nil },
      toSignalProducer: { effect in
        switch effect {
        case .load:
          service.comments(postID: postID)
            .map(LoadReducer.Command.loaded)
            .flatMapError { SignalProducer(value: .failed($0.message)) }
        }
      })
  }
}
