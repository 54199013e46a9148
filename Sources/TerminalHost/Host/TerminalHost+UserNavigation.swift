import Flows
import Signals

extension TerminalHost: UserNavigationReporting {
  /// Goes back, or chooses the action labelled as `navigation` says of the alert showing,
  /// on the UI thread after the work already waiting there, as the keys would.
  ///
  /// Does nothing when an alert covers the page to go back from, the top page is the
  /// first, or no alert with that title and action is showing.
  public func perform(_ navigation: UserNavigation) {
    queue.enqueue { [weak self] in
      guard let self else { return }
      switch navigation {
      case .back:
        if state.withLock({ $0.alerts.isEmpty }) { goBack() }
      case .alertAction(let title, let label):
        chooseAlertAction { alert, _ in
          alert.title == title ? alert.actions.firstIndex { $0.label == label } : nil
        }
      }
    }
  }

  /// Dismisses a modal top page or pops a pushed one, and reports it on
  /// ``userNavigation`` when there was one.
  func goBack() {
    let removed = state.withLock { $0.goBack() }
    release(removed)
    if !removed.isEmpty { navigationEmitter.emit(.back) }
  }
}
