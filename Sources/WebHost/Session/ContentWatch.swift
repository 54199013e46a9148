import Flows
import Signals

/// Watches what a page shows, so a session sends a new screen when its content changes.
enum ContentWatch {
  /// Calls `changed` when the page's elements change, or the content of one of them does,
  /// until the returned disposable is disposed; add it to the page's lifetime.
  ///
  /// `changed` may run on any thread: the one that changed the content.
  static func start(_ page: Page, changed: @escaping @Sendable () -> Void) -> any Disposable {
    let contents = SerialDisposable()
    // The property starts with its current elements, then follows every change.
    let elements = page.elements.observeValues { elements in
      contents.inner = watch(elements, changed)
      changed()
    }
    return CompositeDisposable([elements, contents])
  }

  private static func watch(
    _ elements: [Page.Element], _ changed: @escaping @Sendable () -> Void
  ) -> any Disposable {
    CompositeDisposable(
      elements.compactMap { element in element.changes?.observeValues { _ in changed() } })
  }
}

extension Page.Element {
  /// Sends when what the element shows changes; `nil` for an element that never changes.
  fileprivate var changes: Signal<Void, Never>? {
    switch kind {
    case .text(let string, _): string.signal.map { _ in () }
    case .toggle(_, let isOn, _): isOn.signal.map { _ in () }
    case .choice(_, _, let selected, _): selected.signal.map { _ in () }
    case .textField(_, _, let text, _, _): text.signal.map { _ in () }
    case .button, .row, .status: nil
    }
  }
}
