import Flows
import Signals

/// Knows when and how to show pages, and nothing of what they do.
///
/// The navigation handler: it binds presentation to the signals of the pages the
/// ``PageFactory`` makes — leaving feedback pushes the selection page, a selection pops
/// it — and shows the main page to start.
///
/// > Note: It holds its host weakly, so the pages the host shows never keep it alive.
public final class NavigationHandler: Sendable {
  private weak let host: (any NavigationHost)?
  private let pageFactory: PageFactory

  /// Creates a handler that shows `pageFactory`'s pages on `host`.
  public init(host: any NavigationHost, pageFactory: PageFactory) {
    self.host = host
    self.pageFactory = pageFactory
  }

  /// Binds presentation to the pages' signals, until the returned disposable is disposed.
  public func bindPresentation() -> any Disposable {
    let selectionOnLeavingFeedback =
      pageFactory.mainPageMade
      .flatMap { $0.leaveFeedback }
      .onReception § eachTime § inAnyCase § presentSelectionPage
    let popOnSelection =
      pageFactory.selectionPageMade
      .flatMap { $0.selection }
      .onReception § eachTime § inAnyCase § popTopPage
    return CompositeDisposable([selectionOnLeavingFeedback, popOnSelection])
  }

  /// Shows a new main page.
  public func presentMainPage() {
    host?.push(pageFactory.makeMainPage().makePage())
  }

  private func presentSelectionPage() {
    host?.push(pageFactory.makeSelectionPage().makePage())
  }

  private func popTopPage() {
    host?.pop()
  }
}
