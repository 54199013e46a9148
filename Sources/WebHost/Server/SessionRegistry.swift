import Dispatch
import Foundation
import Signals

/// The sessions a server has open, numbered from 1 in the order they opened, each kept
/// for a grace period after its socket closes so that its page can resume it.
///
/// A session is resumed with its token, from the origin it was opened from; the resume
/// gives it a new token, so the one used is spent. One socket at a time drives a session:
/// a resume while a socket is still attached takes the session over and closes the other
/// socket, saying so. A session left without a socket for the whole grace period ends,
/// and its token with it.
final class SessionRegistry: Sendable {
  private struct Entry {
    let session: WebSession
    let origin: String
    var token: String
    /// Where the session's messages go: read by each message the session sends, under a
    /// lock of its own rather than the registry's, which every session shares.
    let route: Locked<SessionConnection?>
    /// The socket driving the session, if its page is there.
    var connection: SessionConnection? {
      get { route.withLock { $0 } }
      nonmutating set { route.withLock { $0 = newValue } }
    }
    /// Counts the times the session lost its socket, so that a grace period a resume
    /// interrupted does not end the session later.
    var detachments = 0
  }

  private struct State {
    var opened = 0
    var entries: [Int: Entry] = [:]
    var numbers: [String: Int] = [:]
  }

  /// How long a session without a socket waits for its page to come back.
  let grace: Duration
  private let scheduler: any DateScheduler
  private let state = Locked.make(State())
  private let log: @Sendable (String) -> Void

  /// - Parameters:
  ///   - grace: How long a session outlives its socket.
  ///   - scheduler: The time the grace period runs on.
  ///   - log: Receives a line for each session opened, resumed and ended, and each
  ///     resume refused.
  init(
    grace: Duration = .seconds(30),
    scheduler: any DateScheduler = QueueScheduler(
      queue: DispatchQueue(label: "WebServer grace periods")),
    log: @escaping @Sendable (String) -> Void
  ) {
    self.grace = grace
    self.scheduler = scheduler
    self.log = log
  }

  /// How many sessions are open, with a socket or within their grace period.
  var count: Int { state.withLock { $0.entries.count } }

  /// Makes and records the next session, talking through `connection`.
  ///
  /// - Parameter make: Makes the session from its number, its token and where it sends
  ///   its messages.
  func open(
    origin: String, connection: SessionConnection,
    _ make: (Int, String, @escaping @Sendable (ServerMessage) -> Void) -> WebSession
  ) -> WebSession {
    let token = SessionToken.make()
    let number = state.withLock { state in
      state.opened += 1
      return state.opened
    }
    let route = Locked.make(Optional(connection))
    let session = make(number, token) { message in
      route.withLock { $0 }?.send(message)
    }
    state.withLock { state in
      state.entries[number] = Entry(
        session: session, origin: origin, token: token, route: route)
      state.numbers[token] = number
    }
    log("session \(number) opened")
    return session
  }

  /// Attaches `connection` to the session `token` opens, if it is a live session's and
  /// `origin` is the one it was opened from, and has the session say hello again and
  /// send its screen.
  ///
  /// - Returns: The session, or why it cannot be resumed.
  func resume(
    token: String, origin: String, connection: SessionConnection
  ) -> Result<WebSession, WebProtocolError> {
    let fresh = SessionToken.make()
    let resumed = state.withLock { state -> (Entry, previous: SessionConnection?)? in
      guard let number = state.numbers[token], var entry = state.entries[number],
        entry.origin == origin
      else { return nil }
      let previous = entry.connection
      state.numbers[token] = nil
      state.numbers[fresh] = number
      entry.token = fresh
      entry.connection = connection
      entry.detachments += 1
      state.entries[number] = entry
      return (entry, previous)
    }
    guard let (entry, previous) = resumed else {
      let error = WebProtocolError(
        "no session to resume: the token is unknown, expired or spent (sessions end "
          + "\(Self.describe(grace)) after their page leaves, and when the server restarts)")
      log("refused a resume: \(error)")
      return .failure(error)
    }
    previous?.close(saying: "it went on in another tab")
    log("session \(entry.session.number) resumed")
    entry.session.reconnect(token: fresh)
    return .success(entry.session)
  }

  /// Detaches `connection`, which closed, from `session` and starts its grace period;
  /// does nothing if another connection has taken the session over.
  func detach(_ session: WebSession, from connection: SessionConnection) {
    let detachment = state.withLock { state -> Int? in
      guard var entry = state.entries[session.number], entry.connection === connection
      else { return nil }
      entry.connection = nil
      entry.detachments += 1
      state.entries[session.number] = entry
      return entry.detachments
    }
    guard let detachment else { return }
    log("session \(session.number) lost its page; kept \(Self.describe(grace)) for a resume")
    let seconds =
      Double(grace.components.seconds) + Double(grace.components.attoseconds) / 1e18
    let number = session.number
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(seconds)) {
      [weak self] in
      self?.expire(number, detachment: detachment)
    }
  }

  /// Ends every open session, as the server stops.
  func closeAll() {
    let all = state.withLock { state in
      defer { state = State(opened: state.opened) }
      // What the sessions send as they end goes nowhere.
      for entry in state.entries.values { entry.connection = nil }
      return Array(state.entries.values)
    }
    for entry in all { entry.session.end() }
  }

  /// Ends session `number` if it has had no socket since its `detachment`th.
  private func expire(_ number: Int, detachment: Int) {
    let expired = state.withLock { state -> Entry? in
      guard let entry = state.entries[number], entry.connection == nil,
        entry.detachments == detachment
      else { return nil }
      state.entries[number] = nil
      state.numbers[entry.token] = nil
      return entry
    }
    guard let expired else { return }
    // Outside the lock: the pages' lifetimes end here.
    expired.session.end()
    log("session \(number) ended: no page resumed it within \(Self.describe(grace))")
  }

  /// A duration in the log's words, such as "30 s".
  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds) s" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
  }
}
