import Flows
import Interactors
import Signals

/// A post's page: the post, then its comments, an immutable controller bound to a
/// ``CommentsInteractor`` (seed 004).
///
/// The comments are the page's own producer: the page owns the interactor, so leaving
/// the page releases it and interrupts the request if it is still in flight. Its controls
/// send their commands, with the post's id, to the app's page commands, and the page takes
/// those for its post, so a replayed one acts as a tap did.
enum PostPage {
  /// The page of `post`, loading its comments from `service`.
  ///
  /// - Parameters:
  ///   - commands: The app's page commands; the page acts on those for `post`.
  ///   - sink: Where its controls send their commands.
  static func make(
    _ post: Post, service: any ProfileService, scheduler: SchedulerContext,
    commands: Signal<ProfilePageCommand, Never>, sink: Signal<ProfilePageCommand, Never>.Observer
  ) -> Page {
    let interactor = CommentsInteractor(postID: post.id, service: service, scheduler: scheduler)
    let send = Signal<LoadCommand, Never>.Observer(value: { [postID = post.id] command in
      sink.emit(.post(postID: postID, command: command))
    })
    let page = Page(
      title: post.title, elements: interactor.viewModel.map { elements($0, post: post, send) })
    commands.take(during: page.lifetime).observeValues { [postID = post.id] command in
      if case .post(postID, let command) = command { interactor.send(command) }
    }
    page.lifetime.observeEnded { withExtendedLifetime(interactor) {} }
    interactor.send(.load)
    return page
  }

  /// What the page shows for `viewModel`: the post's text, its comments, a refresh button.
  static func elements(
    _ viewModel: CommentsViewModel, post: Post, _ sink: Signal<LoadCommand, Never>.Observer
  ) -> [Page.Element] {
    let heading: [Page.Element] = [
      .text(post.body, id: "body"),
      .text("Comments", style: .title, id: "comments-heading"),
    ]
    let refresh = Page.Element.button("Refresh") { sink.emit(.refresh) }
    switch viewModel {
    case .idle, .loading:
      return heading + [.text("Loading the comments…", style: .caption, id: "loading")]
    case .retrying(_, let attempts):
      let retrying = CommentsViewModel.retryingText(attempts: attempts)
      return heading + [.text(retrying, style: .caption, id: "loading")]
    case .failed(let message, let attempts):
      let failure = CommentsViewModel.failureText("The comments", message, attempts: attempts)
      return heading + [.status(.failed(failure) { sink.emit(.load) })]
    case .loaded(let comments) where comments.isEmpty:
      return heading + [.status(.empty("No comments on this post yet.")), refresh]
    case .loaded(let comments), .refreshing(let comments):
      let texts = comments.flatMap { comment -> [Page.Element] in
        [
          .text("\(comment.name) — \(comment.email)", id: "comment-\(comment.id)"),
          .text(comment.body, style: .caption, id: "comment-\(comment.id)-body"),
        ]
      }
      let refreshing =
        viewModel.isLoading
        ? [Page.Element.text("Refreshing the comments…", style: .caption, id: "refreshing")] : []
      return heading + texts + [refresh] + refreshing
    }
  }
}
