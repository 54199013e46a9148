import Signals

extension Page {
  /// Calls `changed` whenever what the page shows changes — its list of elements, or the
  /// content of one of them — until the returned disposable is disposed.
  ///
  /// A host redraws with it. Add the disposable to the page's ``lifetime``, so the watch
  /// ends when the page is gone:
  ///
  /// ```swift
  /// let label = MutableProperty("before")
  /// let page = Page(title: "Watched", elements: [.text(Property(label))])
  /// page.lifetime += page.observeContentChanges { print("redraw") }
  /// // Prints "redraw"
  /// label.value = "after"
  /// // Prints "redraw"
  /// ```
  ///
  /// - Parameter changed: Called once at once, then on the thread of every change, which
  ///   may be any thread; it carries no value, since a host reads the page again anyway.
  /// - Returns: Ends the watch when disposed.
  public func observeContentChanges(_ changed: @escaping @Sendable () -> Void) -> any Disposable {
    let contents = SerialDisposable()
    // The property starts with its current elements, then follows every change.
    let elements = self.elements.observeValues { elements in
      contents.inner = Self.observeChanges(of: elements, changed)
      changed()
    }
    return CompositeDisposable([elements, contents])
  }

  private static func observeChanges(
    of elements: [Element], _ changed: @escaping @Sendable () -> Void
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
