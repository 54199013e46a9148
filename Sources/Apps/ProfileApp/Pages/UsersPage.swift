import Flows
import Interactors
import Signals

/// The users list's page: an immutable controller bound to a ``UsersInteractor``
/// (seed 004).
///
/// The page holds no state of its own: its elements are the interactor's view model,
/// rendered; its controls send commands; the interactor's ``UsersEffect/showUser(_:)``
/// effects are reported, for as long as the page lives, as the user to show.
enum UsersPage {
  /// The page of `interactor`, which starts loading if it has not yet.
  static func make(
    _ interactor: UsersInteractor, report: @escaping @Sendable (User) -> Void
  ) -> Page {
    let sink = interactor.commandSink
    let page = Page(title: "Users", elements: interactor.viewModel.map { elements($0, sink) })
    interactor.effect.take(during: page.lifetime).observeValues { effect in
      switch effect {
      case .showUser(let user): report(user)
      }
    }
    // The page owns its interactor, which ends with the page.
    page.lifetime.observeEnded { withExtendedLifetime(interactor) {} }
    sink.emit(.load)
    return page
  }

  /// What the page shows for `viewModel`; its controls send to `sink`.
  static func elements(
    _ viewModel: UsersViewModel, _ sink: Signal<UsersCommand, Never>.Observer
  ) -> [Page.Element] {
    let refresh = Page.Element.button("Refresh") { sink.emit(.refresh) }
    switch viewModel {
    case .idle, .loading:
      return [.text("Loading the users…", style: .caption, id: "loading")]
    case .retrying(_, let attempts):
      return [
        .text(UsersViewModel.retryingText(attempts: attempts), style: .caption, id: "loading")
      ]
    case .failed(let message, let attempts):
      let failure = UsersViewModel.failureText("The users", message, attempts: attempts)
      return [.status(.failed(failure) { sink.emit(.load) })]
    case .loaded(let users) where users.isEmpty:
      return [.status(.empty("There are no users yet.")), refresh]
    case .loaded(let users), .refreshing(let users):
      let rows = users.map { user in
        Page.Element.row(user.name, detail: "@\(user.username)", id: "user-\(user.id)") {
          sink.emit(.select(userID: user.id))
        }
      }
      let refreshing =
        viewModel.isLoading
        ? [Page.Element.text("Refreshing the users…", style: .caption, id: "refreshing")] : []
      return rows + [refresh] + refreshing
    }
  }
}
