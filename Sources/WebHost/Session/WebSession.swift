import Dispatch
import Flows
import Signals

/// A `NavigationHost` for one browser tab: the pages of one app instance, shown in
/// the browser through ``ServerMessage``s and acted on through ``UserAction``s.
///
/// The ``WebServer`` makes a session for each WebSocket that connects, starts an app on it
/// and ends it when the tab closes. A session works without a server too, which is how
/// its behaviour is tested:
///
/// ```swift
/// let session = WebSession { message in print(WebProtocol.encode(message)) }
/// session.start { session in
///   let app = MovieFeedback(host: session)
///   app.start()
///   return app
/// }
/// session.handle(.activate(page: 1, element: "leave feedback"))
/// ```
///
/// It keeps a ``transcript`` in `RecordingHost`'s words, so the same app driven
/// by the same user actions leaves the same transcript on both hosts.
///
/// > Note: Each session has a UI thread of its own, a serial queue: the app starts there,
/// > and the user's actions and the alerts' handlers run there, one at a time; use
/// > ``scheduler`` to run work there. Navigation and content changes may come from any
/// > thread: they are recorded at once and sent from the UI thread, many changes making
/// > one screen.
public final class WebSession: NavigationHost {
  /// The session's number in its server, from 1; 0 for a session made without a server.
  public let number: Int

  /// The scheduler of the session's UI thread, for `SchedulerContext(output:)` and
  /// anything that must run where the user's actions run.
  public let scheduler: QueueScheduler

  let state = Locked.make(SessionState())
  /// Ends as the session is released, for a test that must see the release happen rather
  /// than look for it again and again.
  package let released: Lifetime
  private let releaseToken: Lifetime.Token
  let queue: DispatchQueue
  let send: @Sendable (ServerMessage) -> Void
  let log: @Sendable (String) -> Void
  /// The token the first hello gives the page, to resume the session with.
  private let token: String?

  /// Creates a session that shows nothing yet.
  ///
  /// - Parameters:
  ///   - number: The session's number, for the log and the hello message.
  ///   - log: Receives a line for each message refused, saying why.
  ///   - send: Receives each message for the browser, in order, on the UI thread.
  public convenience init(
    number: Int = 0, log: @escaping @Sendable (String) -> Void = { _ in },
    send: @escaping @Sendable (ServerMessage) -> Void
  ) {
    self.init(number: number, token: nil, log: log, send: send)
  }

  /// Creates a session whose hello gives the page `token`, to resume it with.
  init(
    number: Int, token: String?, log: @escaping @Sendable (String) -> Void,
    send: @escaping @Sendable (ServerMessage) -> Void
  ) {
    self.number = number
    self.token = token
    self.log = log
    self.send = send
    queue = DispatchQueue(label: "WebSession \(number)")
    scheduler = QueueScheduler(queue: queue)
    (released, releaseToken) = Lifetime.make()
  }

  /// Says hello to the browser, then makes the app on the UI thread with `makeApp`,
  /// which shows its first page on this session; the session keeps what it returns
  /// until it ends.
  public func start(_ makeApp: @escaping @Sendable (WebSession) -> any Sendable) {
    queue.async { [self] in
      send(.hello(version: WebProtocol.version, session: number, token: token))
      let app = makeApp(self)
      let refused = state.withLock { state -> (any Sendable)? in
        guard !state.hasEnded else { return app }
        state.app = app
        return nil
      }
      _ = refused  // An app made for a session that ended meanwhile goes at once.
      requestRender()
    }
  }

  /// Greets a page that resumed the session, giving it `token` for its next resume, tells
  /// it the last of its messages taken, and sends it the whole screen, on the UI thread
  /// after the work waiting there.
  func reconnect(token: String) {
    queue.async { [self] in
      send(.hello(version: WebProtocol.version, session: number, token: token))
      // The page sends again what it sent after this, which a dropped socket may have lost.
      send(.acknowledged(sequence: state.withLock { $0.received }))
      // The new page has seen nothing yet.
      state.withLock { $0.lastSent = nil }
      render()
    }
  }

  /// Ends the session, as closing the tab does: drops its pages, so their lifetimes end,
  /// its alerts and its app. A page shown on a session that ended is dropped at once.
  public func end() {
    let released = state.withLock { $0.end() }
    _ = released  // Released here, outside the lock: the pages' lifetimes end now.
  }

  /// What the session showed and what the user did, one line per event, oldest first, in
  /// `RecordingHost.transcript`'s words.
  public var transcript: [String] {
    state.withLock { $0.transcript }
  }

  /// What the user must see now.
  public var screen: ScreenState {
    snapshot().screen()
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
    release(state.withLock { $0.closeByApp($0.popTopPage().map { [$0] } ?? []) })
  }

  /// Shows `page` modally, over every page in the stack.
  public func present(_ page: Page) {
    add(page, isModal: true)
  }

  /// Removes the topmost modal page and the pages pushed above it.
  public func dismiss() {
    release(state.withLock { $0.closeByApp($0.dismissTopModalPage()) })
  }

  /// Shows `alert` as a dialog over everything, after the alerts already showing.
  public func showAlert(_ alert: Alert) {
    guard state.withLock({ $0.show(alert) }) else { return }
    requestRender()
  }

  /// Acts as the user did in the browser, on the UI thread, after the work waiting there.
  ///
  /// An action that does not fit what is shown — a page no longer on top, an element
  /// that is not there or not of that kind, an alert covering the page — changes nothing:
  /// the session logs why and sends ``ServerMessage/rejected(reason:)``.
  public func handle(_ action: UserAction) {
    handle(.success(action), sequence: nil)
  }

  /// Performs or refuses a message of the browser, on the UI thread, after the work
  /// waiting there: the browser hears of it in the order it sent its messages.
  ///
  /// A message numbered `sequence` is taken once: one numbered no higher than the last
  /// taken, sent again after a dropped socket, is ignored and acknowledged again.
  func handle(_ action: Result<UserAction, WebProtocolError>, sequence: Int?) {
    queue.async { [self] in
      guard admit(sequence) else { return }
      do throws(WebProtocolError) {
        try perform(action.get())
      } catch {
        reject(error)
      }
      if sequence != nil { requestAcknowledgement() }
    }
  }

  /// Refuses a message of the browser that is not an action, as ``handle(_:sequence:)``.
  func refuse(_ error: WebProtocolError) {
    handle(.failure(error), sequence: nil)
  }

  /// Whether the message numbered `sequence` is new, recording it as taken; one taken
  /// before is logged and acknowledged again. UI thread only.
  private func admit(_ sequence: Int?) -> Bool {
    guard let sequence else { return true }
    let last = state.withLock { state in
      defer { state.received = max(state.received, sequence) }
      return state.received
    }
    guard sequence <= last else { return true }
    log("session \(number): ignored message \(sequence), received already (up to \(last))")
    requestAcknowledgement()
    return false
  }

  /// Sends the browser the number of the last message taken, from the UI thread soon;
  /// many messages taken together make one acknowledgement.
  private func requestAcknowledgement() {
    let isFirst = state.withLock { state in
      defer { state.acknowledgementRequested = true }
      return !state.acknowledgementRequested
    }
    guard isFirst else { return }
    queue.async { [weak self] in
      guard let self else { return }
      let received = state.withLock { state in
        state.acknowledgementRequested = false
        return state.received
      }
      send(.acknowledged(sequence: received))
    }
  }

  /// Refuses a message of the browser: logs why and tells the browser. UI thread only.
  private func reject(_ error: WebProtocolError) {
    log("session \(number): refused \(error)")
    send(.rejected(reason: error.description))
  }

  private func add(_ page: Page, isModal: Bool) {
    guard state.withLock({ $0.show(page, isModal: isModal) }) else { return }
    page.lifetime += page.observeContentChanges { [weak self] in self?.requestRender() }
    requestRender()
  }

  /// Lets go of pages taken off the stack, outside the lock: their lifetimes end here.
  func release(_ removed: [SessionState.Entry]) {
    guard !removed.isEmpty else { return }
    requestRender()
  }

  /// The stack and alerts now, to render outside the lock.
  private func snapshot() -> SessionState {
    state.withLock { state in
      var copy = SessionState()
      copy.entries = state.entries
      copy.alerts = state.alerts
      return copy
    }
  }

  /// Sends the screen from the UI thread soon; many requests make one screen.
  func requestRender() {
    let isFirst = state.withLock { state in
      defer { state.renderRequested = true }
      return !state.renderRequested && !state.hasEnded
    }
    guard isFirst else { return }
    queue.async { [weak self] in self?.render() }
  }

  /// Sends what the user must see, unless the browser has it already. UI thread only.
  private func render() {
    state.withLock { $0.renderRequested = false }
    let screen = snapshot().screen()
    let isNew = state.withLock { state in
      guard !state.hasEnded, state.lastSent != screen else { return false }
      state.lastSent = screen
      return true
    }
    if isNew { send(.screen(screen)) }
  }
}
