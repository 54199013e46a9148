import Flows
import Signals

/// A `NavigationHost` on a real terminal: shows pages with ncurses and lets the user
/// navigate them with the keyboard.
///
/// Start an app on the host, then hand the thread to ``run(program:arguments:)``, which
/// reads the command line, takes over the terminal — or plays a key script — until the
/// user quits, and gives the terminal back as it was:
///
/// ```swift
/// let host = TerminalHost()
/// let app = MovieFeedback(host: host)
/// app.start()
/// let outcome = host.run(program: "feedback", arguments: CommandLine.arguments.dropFirst())
/// if outcome == .finished { print(app.model.feedback) }
/// outcome.exitIfInterrupted()
/// exit(outcome.exitStatus)
/// ```
///
/// Keys: arrows or j/k move the focus, or scroll through text when no focusable element is
/// in reach, Enter or Space act on it, Esc or Backspace go back, Tab and Shift-Tab cycle,
/// Page Up/Down and Home/End jump, r retries the failures a page shows, q quits — asking
/// first when that would lose typed text — and Ctrl-C quits at once. A page opens at its
/// top. A focused text field edits as a shell's line does: Left/Right, Home/End, Ctrl-A/E,
/// Alt-B/F, Ctrl- or Alt-Left/Right move its cursor; Backspace, Delete, Ctrl-W,
/// Alt-Backspace, Ctrl-U and Ctrl-K delete; a paste is one edit.
///
/// > Note: The thread that calls `run` is the host's UI thread. Keys are read, pages laid
/// > out and drawn, and elements' actions and alerts' handlers called on it, one at a
/// > time. Navigation and content changes may come from any thread: they are recorded at
/// > once and drawn by the UI thread. Run it on the main thread, as the apps' `main` does,
/// > and it services the main queue as a UI toolkit's run loop does: `MainScheduler`,
/// > `DispatchQueue.main` and `@MainActor` work runs there too, between keys and draws.
/// > ``scheduler`` runs actions on the UI thread whichever thread that is.
public final class TerminalHost: NavigationHost {
  /// Every key the host reads, sent on its UI thread before the host acts on it.
  public let keys: Signal<Key, Never>

  /// The user's going back and answers to alerts, sent on the UI thread once the host
  /// acted on them: with an app's commands, what replays a session's navigation.
  public let userNavigation: Signal<UserNavigation, Never>

  /// The app's work in flight, which a key script's `wait:idle` waits to see end: pass
  /// it to the services and pages that report their requests and background work.
  public let activity: Activity

  let keyEmitter: Emitter<Key, Never>
  let navigationEmitter: Emitter<UserNavigation, Never>
  let queue = UIQueue()
  let state = Locked.make(HostState())

  /// Creates a host that shows nothing yet.
  ///
  /// - Parameter activity: Where the app reports its work in flight; a key script's
  ///   `wait:idle` waits until nothing is.
  public init(activity: Activity = Activity()) {
    self.activity = activity
    (keys, keyEmitter) = Signal.pipe()
    (userNavigation, navigationEmitter) = Signal.pipe()
    // The observation ends with the emitter, which the host owns.
    _ = keys.observeValues { [weak self] key in self?.handle(key) }
  }

  /// A short text the title bar shows on its right while it fits beside the title, such
  /// as `inspector: http://127.0.0.1:40124/` under `--inspect`; `nil`, the default, for
  /// none. Set it from any thread.
  public var notice: String? {
    get { state.withLock { $0.notice } }
    set {
      state.withLock { $0.notice = newValue }
      requestRedraw()
    }
  }

  /// The pages shown, bottom first.
  public var stack: [Page] {
    state.withLock { $0.entries.map(\.page) }
  }

  /// Shows `page` on top of the stack.
  public func push(_ page: Page) {
    add(page, isModal: false)
  }

  /// Removes the top page if it was pushed over another page.
  public func pop() {
    release(state.withLock { $0.popTopPage() })
  }

  /// Shows `page` modally, framed over the pages beneath it.
  public func present(_ page: Page) {
    add(page, isModal: true)
  }

  /// Removes the topmost modal page and the pages pushed above it.
  public func dismiss() {
    release(state.withLock { $0.dismissTopModalPage() })
  }

  /// Shows `alert` as a dialog over everything, after the alerts already showing.
  public func showAlert(_ alert: Alert) {
    state.withLock { $0.add(alert) }
    requestRedraw()
  }

  /// Ends ``run(program:arguments:)`` with ``RunOutcome/finished`` once the work in
  /// hand is done. Call it from any thread, say when the user made the choice the app
  /// was run for.
  public func quit() {
    finish(.finished)
  }

  private func add(_ page: Page, isModal: Bool) {
    state.withLock { $0.add(page, isModal: isModal) }
    page.lifetime += page.observeContentChanges { [weak self] in self?.requestRedraw() }
    requestRedraw()
  }

  /// Lets go of pages taken off the stack, outside the lock: their lifetimes end here.
  func release(_ removed: [HostState.Entry]) {
    guard !removed.isEmpty else { return }
    requestRedraw()
  }

  func finish(_ outcome: RunOutcome) {
    state.withLock { $0.finish(outcome) }
    requestRedraw()
  }

  /// Wakes the UI thread to draw the screen again; many requests make one redraw.
  func requestRedraw() {
    let isFirst = state.withLock { state in
      defer { state.redrawRequested = true }
      return !state.redrawRequested
    }
    guard isFirst else { return }
    queue.enqueue { [weak self] in self?.state.withLock { $0.redrawRequested = false } }
  }
}
