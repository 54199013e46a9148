import Flows
import Signals

extension TerminalHost {
  /// Lays out what the host shows now and draws it on `display`, on the UI thread.
  func draw(on display: any Display) {
    let size = display.size
    let (entries, alert, alertFocus, views, editors, notice) = state.withLock {
      ($0.entries, $0.alerts.first, $0.alertFocus, $0.views, $0.editors, $0.notice)
    }
    // Read the pages' content outside the lock: properties may run the app's code.
    let modalIndex = entries.lastIndex(where: \.isModal)
    let under = modalIndex.map { entries[..<$0].last } ?? entries.last
    let modal = modalIndex.flatMap { _ in entries.last }
    let page = under.map {
      pageScene($0.page, view: views[$0.page.id], editors: editors, showsFocus: modal == nil)
    }
    let modalPage = modal.map {
      pageScene($0.page, view: views[$0.page.id], editors: editors, showsFocus: true)
    }
    let scene = Scene(
      size: size, trail: entries.map(\.page.title), page: page?.scene, modal: modalPage?.scene,
      dialog: alert.map { DialogScene($0, focus: alertFocus) }, notice: notice)
    let result = SceneLayout.layout(scene)
    state.withLock { state in
      state.screenFits = size.covers(EnlargeNotice.minimumSize)
      state.viewHeight = result.viewHeight
      state.alertActionAreas = result.dialogActions
      if let under, let page { state.remember(page, placement: result.page, of: under.page.id) }
      if let modal, let modalPage {
        state.remember(modalPage, placement: result.modal, of: modal.page.id)
      }
    }
    display.show(result.grid)
  }

  private func pageScene(
    _ page: Page, view: PageView?, editors: [HostState.FieldKey: LineEditor], showsFocus: Bool
  ) -> PageSceneDraft {
    let view = view ?? PageView()
    let elements = page.elements.value.map { element in
      var snapshot = ElementSnapshot(element)
      if case .textField(_, let text) = snapshot.shown,
        let editor = editors[HostState.FieldKey(page: page.id, element: element.id)],
        editor.text == text
      {
        snapshot.cursor = editor.cursor
      }
      return snapshot
    }
    let focus = view.focus(in: elements)
    let scene = PageScene(
      title: page.title, elements: elements, focus: showsFocus ? focus : nil, scroll: view.scroll,
      revealsFocus: view.revealsFocus, takesTyping: page.typingTarget != nil)
    return PageSceneDraft(scene: scene, focus: focus)
  }
}

/// A page's scene, and the focus it resolved, to remember once drawn.
struct PageSceneDraft {
  /// What the layout draws.
  var scene: PageScene
  /// The focused element, even when the scene does not show it.
  var focus: Int?
}

extension HostState {
  /// Remembers where a drawn page is scrolled, where its elements are and which element
  /// has focus, so focus stays on that element when the page's elements change.
  mutating func remember(
    _ draft: PageSceneDraft, placement: BodyLayout.Placement, of page: Page.ID
  ) {
    guard var view = views[page] else { return }
    view.scroll = placement.scroll
    view.placement = placement
    view.revealsFocus = false
    view.focus(on: draft.focus, in: draft.scene.elements)
    views[page] = view
  }
}
