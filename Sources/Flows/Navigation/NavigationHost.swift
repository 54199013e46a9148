/// What shows pages to the user and lets them navigate: a terminal, a window, a test.
///
/// A host keeps a stack of pages. ``push(_:)`` adds a page on top and ``pop()`` removes
/// it; ``present(_:)`` shows a page modally, over the stack, and ``dismiss()`` removes
/// the topmost modal page together with anything pushed above it. Alerts show over
/// everything. The user goes back through the host — the Escape key, a back button,
/// ``RecordingHost/goBack()`` — which pops or dismisses the top page.
///
/// A host releases every page it removes, whoever removed it, so the page's
/// ``Page/lifetime`` ends and its objects go away. ``NavigationFlow`` and the apps drive a
/// host only through this protocol, which is what keeps them independent of any toolkit.
///
/// > Note: Hosts are called from any thread, and often from inside an action the host is
/// > running itself, such as a button that pushes a page: a host must neither deadlock
/// > nor run a page's actions under a lock of its own. It releases removed pages outside
/// > its locks, since ending a page's lifetime runs code.
public protocol NavigationHost: AnyObject, Sendable {
  /// The pages shown, bottom first: the pushed pages and the modal ones above them.
  var stack: [Page] { get }

  /// Shows `page` on top of the stack.
  func push(_ page: Page)

  /// Removes the top page if it was pushed over another page; does nothing otherwise.
  func pop()

  /// Shows `page` modally, over every page in the stack.
  func present(_ page: Page)

  /// Removes the topmost modal page and the pages pushed above it; does nothing when no
  /// page is modal.
  func dismiss()

  /// Shows `alert` over everything; an alert that arrives while another is showing waits
  /// for it to be dismissed.
  func showAlert(_ alert: Alert)
}
