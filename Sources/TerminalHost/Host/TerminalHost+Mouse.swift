import Flows
import Signals

extension TerminalHost {
  /// Lines a notch of the mouse wheel scrolls.
  static let wheelLines = 3

  /// Acts on a click or a turn of the wheel, on the UI thread, as the keys that do the
  /// same would.
  ///
  /// A click focuses the element it lands on and acts as Enter does there — a button, a
  /// row, a toggle, a failure's retry line — or chooses the option of a choice it lands
  /// on, or puts a text field's cursor where it lands; on an alert, it chooses the action
  /// clicked. The wheel scrolls the page, leaving the focus where it is. A click on text,
  /// between elements or outside the page changes nothing.
  func handleMouse(_ event: MouseEvent) {
    let (top, hasAlert, actionAreas) = state.withLock {
      ($0.entries.last?.page, !$0.alerts.isEmpty, $0.alertActionAreas)
    }
    if hasAlert {
      guard event.action == .click,
        let index = actionAreas.firstIndex(where: {
          $0.contains(row: event.row, column: event.column)
        })
      else { return }
      return chooseAlertAction { alert, _ in alert.actions.indices.contains(index) ? index : nil }
    }
    guard let top else { return }
    var view = state.withLock { $0.views[top.id] } ?? PageView()
    switch event.action {
    case .wheelUp: view.scroll(by: -Self.wheelLines)
    case .wheelDown: view.scroll(by: Self.wheelLines)
    case .click:
      let elements = top.elements.value
      let snapshots = elements.map(ElementSnapshot.init)
      // Where the page was drawn: the user clicked what they saw.
      guard view.placement.lines.count == elements.count,
        let hit = view.placement.element(atRow: event.row, column: event.column),
        snapshots[hit.index].isFocusable
      else { return }
      let wasFocused = view.focus(in: snapshots) == hit.index
      view.focus(on: hit.index, in: snapshots)
      state.withLock { $0.keep(view, of: top.id) }
      // After the focus is kept: acting may push a page over this one.
      click(
        elements[hit.index], shown: snapshots[hit.index], at: hit, wasFocused: wasFocused,
        on: top, placement: view.placement)
      return requestRedraw()
    }
    state.withLock { $0.keep(view, of: top.id) }
    requestRedraw()
  }

  /// Acts on a click on `element`, focused now, at `hit`: its line and content column.
  private func click(
    _ element: Page.Element, shown: ElementSnapshot,
    at hit: (index: Int, line: Int, column: Int), wasFocused: Bool, on page: Page,
    placement: BodyLayout.Placement
  ) {
    switch (element.kind, shown.shown) {
    case (.choice(_, _, _, let onChange), .choice(let label, let options, _)):
      let option = ElementRenderer.choiceOption(
        atColumn: hit.column, label: label, options: options)
      option.map(onChange)
    case (.textField(_, _, let text, _, _), .textField(let label, _)):
      let field = HostState.FieldKey(page: page.id, element: element.id)
      let current = text.value
      let editor = state.withLock { $0.editor(of: field, holding: current) }
      // The field as it was drawn: with its cursor when it had the focus, else its end.
      guard
        let cursor = ElementRenderer.textFieldCursor(
          atColumn: hit.column, label: label, text: current,
          cursor: wasFocused ? editor.cursor : nil, width: placement.width)
      else { return }
      state.withLock { $0.editors[field] = LineEditor(text: current, cursor: cursor) }
    case (.status, _):
      // A failure's message only shows; its last line is the retry button.
      if hit.line == placement.lines[hit.index].count - 1 { activate(element) }
    default:
      activate(element)
    }
  }
}
