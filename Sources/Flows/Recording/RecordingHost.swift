import Signals

/// A headless host for tests: it keeps a transcript of what it showed and lets a test act
/// as the user.
///
/// Run a flow or an app on it, read what the top page shows as plain values, act on it —
/// tap, flip, choose, select, type, go back, answer an alert — and compare the
/// ``transcript`` with what should have happened:
///
/// ```swift
/// let chooseComposer = Screen<[String], String>.table(title: "Composers") { Page.Row($0) }
/// let host = RecordingHost()
/// NavigationFlow(root: chooseComposer).run(["Bach", "Pärt"], on: host) { print("chose \($0)") }
/// try host.select(row: "Pärt")  // Prints "chose Pärt"
/// host.transcript               // ["push \"Composers\"", "select row 1 \"Pärt\""]
/// ```
///
/// Acting on something that is not there — a button the page lacks, a row out of range,
/// a page while an alert covers it — throws a ``Misuse`` that lists what is there.
///
/// > Note: The host runs everything at once, on the calling thread, and holds no lock
/// > while a page's actions run, so actions may navigate freely. It reads dynamic content
/// > when asked, so ``elements`` always shows the current values.
public final class RecordingHost: NavigationHost {
  private struct Entry {
    let page: Page
    let isModal: Bool
  }

  private struct State {
    var entries: [Entry] = []
    var alerts: [Alert] = []
    var transcript: [String] = []

    /// Puts `page` on top of the stack, pushed or modal, recording it.
    mutating func show(_ page: Page, isModal: Bool) {
      entries.append(Entry(page: page, isModal: isModal))
      transcript.append("\(isModal ? "present" : "push") \(quoted: page.title)")
    }

    /// Removes the top page if it was pushed over another page, recording it.
    mutating func popTopPage() -> Entry? {
      guard let top = entries.last, !top.isModal, entries.count > 1 else { return nil }
      entries.removeLast()
      transcript.append("pop \(quoted: top.page.title)")
      return top
    }

    /// Removes the topmost modal page and those above it, recording it.
    mutating func dismissTopModalPage() -> [Entry] {
      guard let index = entries.lastIndex(where: \.isModal) else { return [] }
      let removed = Array(entries[index...])
      entries.removeSubrange(index...)
      transcript.append("dismiss \(quoted: removed[0].page.title)")
      return removed
    }
  }

  private let state = Locked.make(State())

  private let navigationEmitter: Emitter<UserNavigation, Never>

  /// What the user did through ``goBack()`` and ``chooseAlertAction(_:)``, as it happened.
  public let userNavigation: Signal<UserNavigation, Never>

  /// Creates a host that shows nothing yet.
  public init() {
    (userNavigation, navigationEmitter) = Signal.pipe()
  }

  /// What the host showed and what the user did, one line per event, oldest first.
  public var transcript: [String] {
    state.withLock { $0.transcript }
  }

  /// The pages shown, bottom first.
  public var stack: [Page] {
    state.withLock { $0.entries.map(\.page) }
  }

  /// The titles of the pages shown, bottom first: what a breadcrumb shows.
  public var titles: [String] {
    stack.map(\.title)
  }

  /// The title of the top page, if a page is shown.
  public var title: String? {
    state.withLock { $0.entries.last?.page.title }
  }

  /// What the top page shows now, from top to bottom; empty when no page is shown.
  public var elements: [RenderedElement] {
    let page = state.withLock { $0.entries.last?.page }
    return page?.elements.value.map(RenderedElement.init) ?? []
  }

  /// The alert showing, if any.
  public var alert: RenderedAlert? {
    state.withLock { $0.alerts.first.map(RenderedAlert.init) }
  }

  /// Shows `page` on top of the stack.
  public func push(_ page: Page) {
    state.withLock { $0.show(page, isModal: false) }
  }

  /// Removes the top page if it was pushed over another page.
  public func pop() {
    let popped = state.withLock { $0.popTopPage() }
    _ = popped  // Released here, outside the lock: its lifetime ends now.
  }

  /// Shows `page` modally, over every page in the stack.
  public func present(_ page: Page) {
    state.withLock { $0.show(page, isModal: true) }
  }

  /// Removes the topmost modal page and the pages pushed above it.
  public func dismiss() {
    let dismissed = state.withLock { $0.dismissTopModalPage() }
    _ = dismissed  // Released here, outside the lock: their lifetimes end now.
  }

  /// Shows `alert`, after the alerts already showing have been dismissed.
  public func showAlert(_ alert: Alert) {
    state.withLock { state in
      state.alerts.append(alert)
      state.transcript.append("alert \(RenderedAlert(alert))")
    }
  }

  /// Acts as the user going back: dismisses a modal top page, or pops a pushed one.
  ///
  /// - Throws: ``Misuse`` when an alert is showing or the top page is the root.
  public func goBack() throws {
    let removed = try state.withLock { state -> [Entry] in
      if let alert = state.alerts.first { throw Misuse.alertCovers(alert) }
      guard let top = state.entries.last else { throw Misuse.noPage }
      guard top.isModal || state.entries.count > 1 else {
        throw Misuse("cannot go back from \(quoted: top.page.title): it is the first page")
      }
      state.transcript.append("back")
      return top.isModal ? state.dismissTopModalPage() : state.popTopPage().map { [$0] } ?? []
    }
    _ = removed  // Released here, outside the lock.
    navigationEmitter.emit(.back)
  }

  /// Acts as the user choosing the action labelled `label` of the alert showing.
  ///
  /// The alert is dismissed, then the action's handler runs.
  ///
  /// - Throws: ``Misuse`` when no alert is showing or it has no such action.
  public func chooseAlertAction(_ label: String) throws {
    let (title, action) = try state.withLock { state -> (String, Alert.Action) in
      guard let alert = state.alerts.first else {
        let top = state.entries.last?.page.title ?? "none"
        throw Misuse("no alert is showing; the top page is \(quoted: top)")
      }
      guard let action = alert.actions.first(where: { $0.label == label }) else {
        let offered = RenderedAlert(alert).actionList
        throw Misuse(
          "alert \(quoted: alert.title) has no action \(quoted: label); it offers \(offered)")
      }
      state.alerts.removeFirst()
      state.transcript.append("choose \(quoted: label) in alert \(quoted: alert.title)")
      return (alert.title, action)
    }
    navigationEmitter.emit(.alertAction(alert: title, label: label))
    action.handler()
  }

  /// The top page and its current elements, for an action of the user on the page.
  func topPage() throws -> (page: Page, elements: [Page.Element]) {
    let (page, alert) = state.withLock { ($0.entries.last?.page, $0.alerts.first) }
    if let alert { throw Misuse.alertCovers(alert) }
    guard let page else { throw Misuse.noPage }
    return (page, page.elements.value)
  }

  /// Adds a line to the transcript.
  func record(_ line: String) {
    state.withLock { $0.transcript.append(line) }
  }
}
