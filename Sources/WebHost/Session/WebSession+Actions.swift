import Flows
import Signals

extension WebSession {
  /// Performs `action` as the user's, recording it as ``Flows/RecordingHost`` would.
  /// UI thread only; the page's code runs outside the lock.
  ///
  /// - Throws: Why the action does not fit what is shown; then nothing changed.
  func perform(_ action: UserAction) throws(WebProtocolError) {
    switch action {
    case .back(let page):
      try goBack(from: page)
    case .forward(let page):
      try goForward(from: page)
    case .alertAction(let number, let index):
      let handler = try state.withLock { state in
        Result { () throws(WebProtocolError) -> Alert.Action in
          guard let shown = state.alerts.first, shown.number == number else {
            throw WebProtocolError("alert \(number) is not showing")
          }
          guard shown.alert.actions.indices.contains(index) else {
            throw WebProtocolError(
              "alert \(number) \(quoted: shown.alert.title) has no action \(index)")
          }
          state.alerts.removeFirst()
          let action = shown.alert.actions[index]
          state.transcript.append(
            "choose \(quoted: action.label) in alert \(quoted: shown.alert.title)")
          return action
        }
      }.get()
      requestRender()
      handler.handler()
    case .activate, .toggle, .choose, .selectRow, .edit, .submit, .retry:
      run(try prepare(action), for: action)
    }
  }

  /// What an action on an element of the top page does, checked against what is shown
  /// but not yet done.
  ///
  /// - Throws: Why the action does not fit the top page or the element.
  func prepare(_ action: UserAction) throws(WebProtocolError) -> Run {
    let (page, id): (Int, String)
    switch action {
    case .activate(let onPage, let element), .toggle(let onPage, let element, _),
      .choose(let onPage, let element, _), .selectRow(let onPage, let element),
      .edit(let onPage, let element, _), .submit(let onPage, let element),
      .retry(let onPage, let element):
      (page, id) = (onPage, element)
    case .back, .forward, .alertAction:
      throw WebProtocolError("\(action.type) names no element")
    }
    let top = try state.withLock { state in
      Result { () throws(WebProtocolError) in try Self.top(of: state, numbered: page) }
    }.get()
    let (title, elements) = (top.page.title, top.page.elements)
    // Read outside the lock: the elements are the app's property.
    let shown = elements.value
    guard let element = shown.first(where: { $0.id == id }) else {
      throw WebProtocolError("no element \(quoted: id) on page \(page) \(quoted: title)")
    }
    return try perform(action, on: element, among: shown)
  }

  /// Records and does what `prepare` made of `action`; a page shown meanwhile remembers a
  /// button or row as what opened it, for Forward.
  func run(_ run: Run, for action: UserAction) {
    record(run.line)
    let opens: UserAction? =
      switch action {
      case .activate, .selectRow: action
      default: nil
      }
    state.withLock { $0.performing = opens }
    run.act()
    state.withLock { $0.performing = nil }
  }

  typealias Run = (line: String, act: @Sendable () -> Void)

  /// What `action` does to `element`: the transcript's line and the page's closure.
  private func perform(
    _ action: UserAction, on element: Page.Element, among elements: [Page.Element]
  ) throws(WebProtocolError) -> Run {
    switch (action, element.kind) {
    case (.activate, .button(let label, let act)):
      return ("tap \(quoted: label)", act)
    case (.toggle(_, _, let on), .toggle(let label, _, let onChange)):
      return ("flip \(quoted: label) \(on ? "on" : "off")", { onChange(on) })
    case (.choose(_, _, let index), .choice(let label, let options, _, let onChange)):
      guard options.indices.contains(index) else {
        throw WebProtocolError("choice \(quoted: label) has no option \(index)")
      }
      return ("choose \(quoted: options[index]) in \(quoted: label)", { onChange(index) })
    case (.selectRow, .row(let row, let onSelect)):
      let rows = elements.filter { if case .row = $0.kind { true } else { false } }
      let index = rows.firstIndex { $0.id == element.id } ?? 0
      return ("select row \(index) \(quoted: row.title)", onSelect)
    case (.edit(_, _, let new), .textField(let label, _, let text, let onChange, _)):
      let current = text.value
      let line =
        new.hasPrefix(current) && new.count > current.count
        ? "type \(quoted: String(new.dropFirst(current.count))) into \(quoted: label)"
        : "edit \(quoted: label) to \(quoted: new)"
      return (line, { onChange(new) })
    case (.submit, .textField(let label, _, let text, _, let onSubmit)):
      let current = text.value
      return ("submit \(quoted: current) in \(quoted: label)", { onSubmit(current) })
    case (.retry, .status(.failed(_, let retry?))):
      return ("retry", retry)
    default:
      let kind = ElementState(element).kind.rawValue
      throw WebProtocolError(
        "element \(quoted: element.id) is a \(kind); it takes no \(action.type)")
    }
  }

  /// The top page, if it is the one numbered `number` and no alert covers it.
  static func top(
    of state: SessionState, numbered number: Int
  ) throws(WebProtocolError) -> SessionState.Entry {
    guard let top = state.entries.last else {
      throw WebProtocolError("page \(number) is not shown; no page is")
    }
    guard top.number == number else {
      throw WebProtocolError(
        "page \(number) is no longer shown; the top page is \(top.number) \(quoted: top.page.title)"
      )
    }
    if let alert = state.alerts.first {
      throw WebProtocolError(
        "alert \(alert.number) \(quoted: alert.alert.title) covers page \(number)")
    }
    return top
  }

  func record(_ line: String) {
    state.withLock { $0.transcript.append(line) }
  }
}
