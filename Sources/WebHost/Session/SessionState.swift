import Flows
import Signals

/// What a ``WebSession`` shows and has shown, behind its lock.
struct SessionState {
  /// A page in the stack, with its number in the session and the user's action that
  /// opened it, if one did.
  struct Entry {
    let page: Page
    let number: Int
    let isModal: Bool
    let openedBy: UserAction?
  }

  /// An alert showing or waiting to, with its number in the session.
  struct ShownAlert {
    let alert: Alert
    let number: Int
  }

  var entries: [Entry] = []
  var alerts: [ShownAlert] = []
  /// The pages the user went back from, the latest last, for Forward to open again.
  var closedPages: [ClosedPage] = []
  /// The button or row the user is activating on the UI thread, which opens what is shown
  /// meanwhile.
  var performing: UserAction?
  /// The closed page Forward is opening again, whose new page takes its place in the way
  /// forward.
  var reopening: ClosedPage?
  var transcript: [String] = []
  var pagesShown = 0
  var alertsShown = 0
  var hasEnded = false
  var renderRequested = false
  /// The highest sequence number of the browser's messages taken: applied or refused.
  var received = 0
  var acknowledgementRequested = false
  var lastSent: ScreenState?
  /// What the session keeps alive for as long as it lasts: the app made for it.
  var app: (any Sendable)?

  /// Puts `page` on top of the stack, recording it; refuses it once the session ended.
  mutating func show(_ page: Page, isModal: Bool) -> Bool {
    guard !hasEnded else { return false }
    pagesShown += 1
    entries.append(
      Entry(page: page, number: pagesShown, isModal: isModal, openedBy: performing))
    if let reopening {
      // The pages closed from the old page now open from the new one.
      closedPages = closedPages.map { $0.from == reopening.number ? $0.from(pagesShown) : $0 }
      self.reopening = nil
    } else {
      // A page opened anew starts a new way forward, as a link followed in a browser does.
      closedPages = []
    }
    transcript.append("\(isModal ? "present" : "push") \(quoted: page.title)")
    return true
  }

  /// Adds `alert` after those showing, recording it; refuses it once the session ended.
  mutating func show(_ alert: Alert) -> Bool {
    guard !hasEnded else { return false }
    alertsShown += 1
    alerts.append(ShownAlert(alert: alert, number: alertsShown))
    transcript.append("alert \(RecordingHost.RenderedAlert(alert))")
    return true
  }

  /// Removes the top page as the user's Back does, recording it, and keeps what opened
  /// it for Forward.
  mutating func goBack(from top: Entry) -> [Entry] {
    transcript.append("back")
    let removed = top.isModal ? dismissTopModalPage() : popTopPage().map { [$0] } ?? []
    if let action = top.openedBy, let below = entries.last {
      closedPages.append(
        ClosedPage(
          title: top.page.title, number: top.number, from: below.number, openedBy: action))
    }
    return removed
  }

  /// Forgets the way forward once the app closed `removed` itself: what the user went
  /// back from before is no longer next to the page on top.
  mutating func closeByApp(_ removed: [Entry]) -> [Entry] {
    if !removed.isEmpty { closedPages = [] }
    return removed
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

  /// Ends the session: returns everything it held, for the caller to release outside
  /// the lock.
  mutating func end() -> (entries: [Entry], alerts: [ShownAlert], app: (any Sendable)?) {
    hasEnded = true
    defer {
      entries = []
      alerts = []
      app = nil
    }
    return (entries, alerts, app)
  }

  /// What the user must see now, with the elements' current content.
  ///
  /// Reads the pages' properties, which run no code of ours; call it outside the lock
  /// with a copy of the state.
  func screen() -> ScreenState {
    let top = entries.last
    return ScreenState(
      breadcrumb: entries.map(\.page.title),
      canGoBack: top.map { $0.isModal || entries.count > 1 } ?? false,
      page: top.map { top in
        PageState(
          number: top.number, title: top.page.title, isModal: top.isModal,
          typingTarget: top.page.typingTarget,
          elements: top.page.elements.value.map(ElementState.init))
      },
      alert: alerts.first.map { AlertState($0.alert, number: $0.number) })
  }
}

extension String.StringInterpolation {
  /// Interpolates `string` in double quotes, as transcripts and reasons show names.
  mutating func appendInterpolation(quoted string: String) {
    appendLiteral("\"\(string)\"")
  }
}
