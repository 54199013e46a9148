import Flows
import Signals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension TerminalHost {
  /// Acts on a key, on the UI thread: the host's own observer of ``keys``.
  func handle(_ key: Key) {
    switch key {
    case .interrupt: return finish(.interrupted(signal: SIGINT))
    case .resize: return requestRedraw()
    default: break
    }
    let (top, hasAlert, screenFits) = state.withLock {
      ($0.entries.last?.page, !$0.alerts.isEmpty, $0.screenFits)
    }
    // Keys on a screen showing "please enlarge" would act on what the user cannot see.
    guard screenFits else { return }
    if case .mouse(let event) = key { return handleMouse(event) }
    if hasAlert { return handleAlertKey(key) }
    guard let top else {
      if key == .character("q") { requestQuit() }
      return
    }
    handlePageKey(key, on: top)
  }

  private func handlePageKey(_ key: Key, on page: Page) {
    let elements = page.elements.value
    let snapshots = elements.map(ElementSnapshot.init)
    var view = state.withLock { $0.views[page.id] } ?? PageView()
    let focusIndex = view.focus(in: snapshots)
    if let target = typingTarget(of: page, in: elements, for: key), target != focusIndex {
      // Typing goes to the page's typing target wherever the focus is: it moves there.
      view.focus(on: target, in: snapshots)
      view.reveal(target)
      state.withLock { $0.keep(view, of: page.id) }
      _ = edit(elements[target], with: key, on: page)
      return requestRedraw()
    }
    let focused = focusIndex.map { elements[$0] }
    if let focused, edit(focused, with: key, on: page) { return requestRedraw() }
    // A key that acts on the focused element first shows it, when it is out of view.
    if let focusIndex, Self.actsOnFocus(key), !view.shows(focusIndex) {
      view.reveal(focusIndex)
      state.withLock { $0.keep(view, of: page.id) }
      return requestRedraw()
    }
    switch key {
    case .up, .character("k"): view.move(by: -1, orScroll: 1, in: snapshots)
    case .down, .character("j"): view.move(by: 1, orScroll: 1, in: snapshots)
    case .pageUp: view.move(by: -pageStep, orScroll: pageStep, in: snapshots)
    case .pageDown: view.move(by: pageStep, orScroll: pageStep, in: snapshots)
    case .tab: view.moveFocus(by: 1, in: snapshots, wraps: true)
    case .backTab: view.moveFocus(by: -1, in: snapshots, wraps: true)
    case .home: view.focusEnd(last: false, in: snapshots)
    case .end: view.focusEnd(last: true, in: snapshots)
    case .left, .right: focused.map { step($0, by: key == .left ? -1 : 1) }
    case .enter, .space: focused.map(activate)
    case .escape, .backspace: goBack()
    case .character("r"): retryFailures(in: elements)
    case .character("q"): requestQuit()
    default: break
    }
    state.withLock { $0.keep(view, of: page.id) }
    requestRedraw()
  }

  /// The index of the page's typing target, if `key` types (a character, a space, a
  /// backspace, a paste, or a Ctrl or Alt key) and the page names one that it shows.
  private func typingTarget(of page: Page, in elements: [Page.Element], for key: Key) -> Int? {
    guard let id = page.typingTarget else { return nil }
    switch key {
    case .character, .space, .backspace, .paste, .control, .alt:
      return elements.firstIndex { $0.id == id }
    default: return nil
    }
  }

  /// Elements a Page Up or Page Down moves: a screenful of rows, keeping one in view.
  private var pageStep: Int {
    max(1, state.withLock { $0.viewHeight } - 1)
  }

  /// Whether `key` acts on the focused element, rather than moving or leaving.
  private static func actsOnFocus(_ key: Key) -> Bool {
    switch key {
    case .enter, .space, .left, .right: true
    default: false
    }
  }

  /// Edits the text field `element` with `key`, if it is one and the key edits.
  ///
  /// - Returns: Whether the key was used.
  private func edit(_ element: Page.Element, with key: Key, on page: Page) -> Bool {
    guard case .textField(_, _, let text, let onChange, let onSubmit) = element.kind else {
      return false
    }
    let current = text.value
    if key == .enter {
      onSubmit(current)
      return true
    }
    let field = HostState.FieldKey(page: page.id, element: element.id)
    var editor = state.withLock { $0.editor(of: field, holding: current) }
    guard editor.edit(with: key) else { return false }
    state.withLock { state in
      state.typedFields.insert(field)
      state.editors[field] = editor
    }
    // One change per key: a paste is one edit, so one search.
    if editor.text != current { onChange(editor.text) }
    return true
  }

  /// Does what Enter does on `element`.
  func activate(_ element: Page.Element) {
    switch element.kind {
    case .button(_, let action): action()
    case .toggle(_, let isOn, let onChange): onChange(!isOn.value)
    case .choice(_, let options, let selected, let onChange):
      onChange((selected.value + 1) % max(1, options.count))
    case .row(_, let onSelect): onSelect()
    case .textField(_, _, let text, _, let onSubmit): onSubmit(text.value)
    case .status(.failed(_, let retry?)): retry()
    case .text, .status: break
    }
  }

  /// Retries every failure on the page that offers to: the `r` key, which saves moving
  /// the focus to a failure's retry button.
  private func retryFailures(in elements: [Page.Element]) {
    for element in elements {
      if case .status(.failed(_, let retry?)) = element.kind { retry() }
    }
  }

  /// Moves a choice's selection one option left or right.
  private func step(_ element: Page.Element, by offset: Int) {
    guard case .choice(_, let options, let selected, let onChange) = element.kind else { return }
    let target = selected.value + offset
    if options.indices.contains(target) { onChange(target) }
  }

  private func handleAlertKey(_ key: Key) {
    switch key {
    case .left, .up, .backTab, .character("h"), .character("k"): moveAlertFocus(by: -1)
    case .right, .down, .tab, .character("l"), .character("j"): moveAlertFocus(by: 1)
    case .enter, .space: chooseAlertAction { _, focus in focus }
    case .escape:
      chooseAlertAction { alert, _ in
        alert.actions.count == 1 ? 0 : alert.actions.firstIndex { $0.role == .cancel }
      }
    default: break
    }
  }

  private func moveAlertFocus(by offset: Int) {
    state.withLock { state in
      guard let alert = state.alerts.first else { return }
      state.alertFocus = min(max(0, state.alertFocus + offset), alert.actions.count - 1)
    }
    requestRedraw()
  }

  /// Dismisses the alert showing, reports the choice on ``userNavigation``, then runs the
  /// handler of the action `pick` names.
  func chooseAlertAction(_ pick: (Alert, _ focus: Int) -> Int?) {
    let chosen = state.withLock { state -> (title: String, action: Alert.Action)? in
      guard let alert = state.alerts.first, let index = pick(alert, state.alertFocus) else {
        return nil
      }
      _ = state.removeAlert()
      return (alert.title, alert.actions[index])
    }
    guard let chosen else { return }
    requestRedraw()
    navigationEmitter.emit(.alertAction(alert: chosen.title, label: chosen.action.label))
    chosen.action.handler()
  }

  /// Quits, or asks first when a text field holds text the user typed.
  private func requestQuit() {
    let (pages, typed) = state.withLock { ($0.entries.map(\.page), $0.typedFields) }
    let holdsTypedText = pages.contains { page in
      page.elements.value.contains { element in
        guard typed.contains(HostState.FieldKey(page: page.id, element: element.id)),
          case .textField(_, _, let text, _, _) = element.kind
        else { return false }
        return !text.value.isEmpty
      }
    }
    guard holdsTypedText else { return finish(.finished) }
    showAlert(
      Alert(
        title: "Quit?", message: "What you typed will be lost.",
        actions: [
          Alert.Action("Quit", role: .destructive) { [weak self] in self?.finish(.finished) },
          Alert.Action("Stay", role: .cancel),
        ]))
  }
}
