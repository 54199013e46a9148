import Flows

/// Everything the terminal host keeps, behind its one lock: the pages shown, the alerts
/// waiting, and what the user did on each page.
///
/// The mutations return the pages they remove, so that the host releases them after the
/// lock: ending a page's lifetime runs code.
struct HostState {
  /// A page in the stack, and how it came there.
  struct Entry {
    /// The page.
    let page: Page
    /// Whether it was presented modally rather than pushed.
    let isModal: Bool
  }

  /// A text field the user typed into, by page and element.
  struct FieldKey: Hashable {
    /// The field's page.
    let page: Page.ID
    /// The field's element.
    let element: String
  }

  /// The pages shown, bottom first.
  var entries: [Entry] = []
  /// What the title bar says on its right, such as where the inspector's page is.
  var notice: String?
  /// The alerts to show, the first one showing.
  var alerts: [Alert] = []
  /// The focused action of the alert showing.
  var alertFocus = 0
  /// What the user did on each page shown.
  var views: [Page.ID: PageView] = [:]
  /// The fields the user typed into, to ask before quitting loses what they hold.
  var typedFields: Set<FieldKey> = []
  /// The line being edited in each field the user typed into: its cursor, with the text
  /// it was last seen with.
  var editors: [FieldKey: LineEditor] = [:]
  /// How many lines of the top page were in view when last drawn.
  var viewHeight = 1
  /// Where the alert's actions were when last drawn, for a click to choose one.
  var alertActionAreas: [ScreenArea] = []
  /// Whether the screen was big enough for pages when last drawn.
  var screenFits = true
  /// Whether a redraw is waiting for the UI thread.
  var redrawRequested = false
  /// How the run ends, once decided; the first decision wins.
  var outcome: RunOutcome?

  /// The topmost modal entry's index, if a page is modal.
  var modalIndex: Int? { entries.lastIndex(where: \.isModal) }

  /// Adds `page` on top.
  mutating func add(_ page: Page, isModal: Bool) {
    entries.append(Entry(page: page, isModal: isModal))
    views[page.id] = PageView()
  }

  /// Removes the top page if it was pushed over another page.
  mutating func popTopPage() -> [Entry] {
    guard let top = entries.last, !top.isModal, entries.count > 1 else { return [] }
    return remove(from: entries.count - 1)
  }

  /// Removes the topmost modal page and the pages pushed above it.
  mutating func dismissTopModalPage() -> [Entry] {
    guard let index = modalIndex else { return [] }
    return remove(from: index)
  }

  /// Removes what going back removes: a modal top page, or a pushed one.
  mutating func goBack() -> [Entry] {
    entries.last?.isModal == true ? dismissTopModalPage() : popTopPage()
  }

  /// Keeps `view` as the view of `page`, unless the page has gone meanwhile: between
  /// reading a page's view and keeping it, an action or another thread may remove the
  /// page, whose view must not come back.
  mutating func keep(_ view: PageView, of page: Page.ID) {
    if views[page] != nil { views[page] = view }
  }

  /// Shows `alert` after those waiting.
  mutating func add(_ alert: Alert) {
    alerts.append(alert)
    if alerts.count == 1 { alertFocus = Self.defaultFocus(of: alert) }
  }

  /// Removes the alert showing, and focuses the next one's default action.
  mutating func removeAlert() -> Alert? {
    guard !alerts.isEmpty else { return nil }
    let alert = alerts.removeFirst()
    alertFocus = alerts.first.map(Self.defaultFocus) ?? 0
    return alert
  }

  /// Decides how the run ends, unless that is decided already.
  mutating func finish(_ outcome: RunOutcome) {
    if self.outcome == nil { self.outcome = outcome }
  }

  private mutating func remove(from index: Int) -> [Entry] {
    let removed = Array(entries[index...])
    entries.removeSubrange(index...)
    for entry in removed {
      views[entry.page.id] = nil
      typedFields = typedFields.filter { $0.page != entry.page.id }
      editors = editors.filter { $0.key.page != entry.page.id }
    }
    return removed
  }

  /// The line in `field`, which holds `text` now: the one being edited, or, when the app
  /// changed the text meanwhile, the text with the cursor at its end.
  func editor(of field: FieldKey, holding text: String) -> LineEditor {
    if let editor = editors[field], editor.text == text { return editor }
    return LineEditor(text: text)
  }

  /// The action focused when an alert shows: the first that destroys nothing, so that a
  /// stray Enter is harmless.
  private static func defaultFocus(of alert: Alert) -> Int {
    alert.actions.firstIndex { $0.role != .destructive } ?? 0
  }
}
