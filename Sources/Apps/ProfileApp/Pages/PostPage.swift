import Flows
import Interactors
import Signals

/// A post's page: the post, then its comments, an immutable controller bound to a
/// ``CommentsInteractor`` (seed 004).
///
/// The comments are the page's own producer: the page owns the interactor, so leaving
/// the page releases it and interrupts the request if it is still in flight.
enum PostPage {
  /// The page of `post`, loading its comments from `service`.
  static func make(_ post: Post, service: any ProfileService, scheduler: SchedulerContext)
    -> Page
  {
    let interactor = CommentsInteractor(postID: post.id, service: service, scheduler: scheduler)
    let sink = interactor.commandSink
    let page = Page(
      title: post.title, elements: interactor.viewModel.map { elements($0, post: post, sink) })
    page.lifetime.observeEnded { withExtendedLifetime(interactor) {} }
    sink.emit(.load)
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
