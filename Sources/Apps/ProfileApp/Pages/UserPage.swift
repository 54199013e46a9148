import Flows
import Interactors
import Signals

/// A user's page: their profile and their posts, an immutable controller bound to a
/// ``UserInteractor`` (seed 004).
///
/// The page creates the interactor, owns it and starts both loads; leaving the page
/// releases it, which interrupts the requests still in flight. Its controls send
/// ``UserPageCommand``s, with the user's id, to the app's page commands, where a session
/// records them; the page takes those for its user, so a replayed one acts as a tap did.
/// Selecting a post the page shows reports it.
enum UserPage {
  /// The page of `user`, loading their profile and posts from `service`.
  ///
  /// - Parameters:
  ///   - commands: The app's page commands; the page acts on those for `user`.
  ///   - sink: Where its controls send their commands.
  static func make(
    _ user: User, service: any ProfileService, scheduler: SchedulerContext,
    commands: Signal<ProfilePageCommand, Never>, sink: Signal<ProfilePageCommand, Never>.Observer,
    report: @escaping @Sendable (Post) -> Void
  ) -> Page {
    let interactor = UserInteractor(userID: user.id, service: service, scheduler: scheduler)
    let send = Signal<UserPageCommand, Never>.Observer(value: { [userID = user.id] command in
      sink.emit(.user(userID: userID, command: command))
    })
    let page = Page(
      title: user.name,
      elements: interactor.viewModel.map { elements($0, name: user.name, send) })
    commands.take(during: page.lifetime).observeValues { [userID = user.id] command in
      guard case .user(userID, let command) = command else { return }
      if let userCommand = command.userCommand {
        interactor.send(userCommand)
      } else if case .select(let postID) = command,
        let post = interactor.viewModel.value.posts.value?.first(where: { $0.id == postID })
      {
        report(post)
      }
    }
    page.lifetime.observeEnded { withExtendedLifetime(interactor) {} }
    interactor.send(.loadProfile)
    interactor.send(.loadPosts)
    return page
  }

  /// What the page shows for `viewModel`: the profile, the posts, a refresh button.
  static func elements(
    _ viewModel: UserViewModel, name: String, _ sink: Signal<UserPageCommand, Never>.Observer
  ) -> [Page.Element] {
    // Refresh appears once both parts have answered: shown earlier, it would take the
    // focus from the posts, which arrive after it.
    let answered = [
      viewModel.profile.value != nil || viewModel.profile.failure != nil,
      viewModel.posts.value != nil || viewModel.posts.failure != nil,
    ]
    let refreshing =
      viewModel.profile.isLoading && viewModel.profile.value != nil
      || viewModel.posts.isLoading && viewModel.posts.value != nil
    return profile(viewModel.profile, name: name, sink)
      + [.text("Posts", style: .title, id: "posts-heading")]
      + posts(viewModel.posts, name: name, sink)
      + (answered.allSatisfy { $0 } ? [.button("Refresh") { sink.emit(.refresh) }] : [])
      + (refreshing ? [.text("Refreshing…", style: .caption, id: "refreshing")] : [])
  }

  private static func profile(
    _ profile: ProfileViewModel, name: String, _ sink: Signal<UserPageCommand, Never>.Observer
  ) -> [Page.Element] {
    switch profile {
    case .idle, .loading:
      return [.text("Loading the profile of \(name)…", style: .caption, id: "profile-loading")]
    case .retrying(_, let attempts):
      let retrying = ProfileViewModel.retryingText(attempts: attempts)
      return [.text(retrying, style: .caption, id: "profile-loading")]
    case .failed(let message, let attempts):
      let failure = ProfileViewModel.failureText("The profile", message, attempts: attempts)
      return [.status(.failed(failure) { sink.emit(.loadProfile) }, id: "profile-status")]
    case .loaded(let user), .refreshing(let user):
      return [
        .text("@\(user.username) · \(user.email)", id: "profile-contact"),
        .text("\(user.phone) · \(user.website)", id: "profile-phone"),
        .text("Lives in \(user.address.city), \(user.address.street)", id: "profile-address"),
        .text(
          "Works at \(user.company.name): “\(user.company.catchPhrase)”", id: "profile-company"),
      ]
    }
  }

  private static func posts(
    _ posts: PostsViewModel, name: String, _ sink: Signal<UserPageCommand, Never>.Observer
  ) -> [Page.Element] {
    switch posts {
    case .idle, .loading:
      return [.text("Loading the posts of \(name)…", style: .caption, id: "posts-loading")]
    case .retrying(_, let attempts):
      let retrying = PostsViewModel.retryingText(attempts: attempts)
      return [.text(retrying, style: .caption, id: "posts-loading")]
    case .failed(let message, let attempts):
      let failure = PostsViewModel.failureText("The posts", message, attempts: attempts)
      return [.status(.failed(failure) { sink.emit(.loadPosts) }, id: "posts-status")]
    case .loaded(let posts) where posts.isEmpty:
      return [.status(.empty("\(name) has not posted anything yet."), id: "posts-status")]
    case .loaded(let posts), .refreshing(let posts):
      return posts.map { post in
        .row(post.title, id: "post-\(post.id)") { sink.emit(.select(postID: post.id)) }
      }
    }
  }
}
