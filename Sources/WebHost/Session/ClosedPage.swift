/// A page the user went back from, as Forward opens it again: by repeating the action
/// that opened it on the page it was opened from.
///
/// The page itself is gone — the host released it, so its lifetime ended — and the app
/// makes it anew. Forward works while the page it was opened from is on top, uncovered,
/// and still has the button or row that opened it.
struct ClosedPage {
  /// The page's title, for the transcript and the reason Forward is refused.
  let title: String
  /// The page's number when it closed.
  let number: Int
  /// The number of the page it was opened from, the top page once it closed.
  let from: Int
  /// The button or row activated to open it.
  let openedBy: UserAction
}

extension ClosedPage {
  /// The same closed page, opened from page `number`, which took the place of the page it
  /// was opened from.
  func from(_ number: Int) -> ClosedPage {
    ClosedPage(title: title, number: self.number, from: number, openedBy: openedBy)
  }

  /// The action that opens the page again: what opened it, done on the page it opens from.
  var reopening: UserAction {
    switch openedBy {
    case .activate(_, let element): .activate(page: from, element: element)
    case .selectRow(_, let element): .selectRow(page: from, element: element)
    default: openedBy
    }
  }
}
