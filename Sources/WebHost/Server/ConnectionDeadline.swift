import FlyingSocks
import Foundation
import Signals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A time limit on what a connection waits for from its client — a request's head, a
/// resume's first message, the answer to a close frame — after which the connection is
/// shut and the event logged.
///
/// Without it, a client that sends a head one byte a minute, or nothing at all, holds a
/// socket and a task for as long as it likes (a Slowloris attack). Shutting the socket
/// down wakes the read waiting on it, which then ends the connection as any client that
/// left does. The time runs on a scheduler, so a test drives it on virtual time.
final class ConnectionDeadline: Sendable {
  private struct State {
    /// Counts the waits begun, so that an expiry of a wait that ended does nothing.
    var wait = 0
    var timer: (any Disposable)?
    /// What the wait is for, when it ends, and how long it was given, for the log.
    var what = ""
    var due = Date.distantFuture
    var limit = Duration.zero
    /// Whether the wait's expiry is logged: a wait that logs only once what it waits for
    /// has begun to come does not, until ``started()``.
    var logs = true
    /// Whether the connection has closed its socket: the descriptor may be another's now.
    var isClosed = false
    /// Whether the server has sent its close frame: the wait for the answer is the last,
    /// which no other wait begun or ended changes.
    var isClosing = false

    /// Ends the wait under way: its timer is disposed, and an expiry already on its way
    /// finds the count moved on and does nothing.
    mutating func stopWaiting() {
      wait += 1
      timer?.dispose()
      timer = nil
    }
  }

  /// How long each wait may last.
  let timeout: Duration
  private let socket: AsyncSocket
  private let scheduler: any DateScheduler
  private let log: @Sendable (String) -> Void
  private let state = Locked.make(State())

  init(
    timeout: Duration, socket: AsyncSocket, scheduler: any DateScheduler,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.timeout = timeout
    self.socket = socket
    self.scheduler = scheduler
    self.log = log
  }

  /// Starts a wait for `what`, such as "a request head", ending any wait before it.
  ///
  /// - Parameter logsIdle: Whether shutting the connection is logged when nothing of what
  ///   the wait is for has come (see ``started()``). A browser keeps connections open
  ///   between requests, and opens spare ones: closing those is routine, while a head
  ///   that began and did not end is a client holding the socket (a Slowloris attack).
  func begin(waitingFor what: String, logsIdle: Bool = true) {
    begin(waitingFor: what, within: timeout, closing: false, logs: logsIdle)
  }

  /// Notes that what the wait is for has begun to come: its expiry is logged.
  ///
  /// The wait keeps its end; its timer is set again, to one that logs, so that a test
  /// watching the scheduler knows the connection has seen the first byte.
  func started() {
    let restart = state.withLock { state -> (wait: Int, due: Date)? in
      guard !state.logs, !state.isClosed else { return nil }
      state.logs = true
      state.timer?.dispose()
      state.timer = nil
      return (state.wait, state.due)
    }
    guard let restart else { return }
    schedule(restart.wait, at: restart.due)
  }

  /// Starts the wait for the client's answer to the close frame the server is sending,
  /// ending any wait before it; no wait begun or ended after it changes it.
  ///
  /// A client that never answers, and never closes its end, would otherwise hold the
  /// connection open for good.
  ///
  /// - Parameter what: What the wait is for, for the log.
  func beginClosing(within limit: Duration, waitingFor what: String = "the answer to a close") {
    begin(waitingFor: what, within: limit, closing: true, logs: true)
  }

  private func begin(waitingFor what: String, within limit: Duration, closing: Bool, logs: Bool) {
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    let due = scheduler.currentDate.addingTimeInterval(seconds)
    let wait = state.withLock { state -> Int? in
      guard !state.isClosing else { return nil }
      state.stopWaiting()
      state.isClosing = closing
      (state.what, state.due, state.limit, state.logs) = (what, due, limit, logs)
      return state.wait
    }
    guard let wait else { return }
    schedule(wait, at: due)
  }

  private func schedule(_ wait: Int, at due: Date) {
    let timer = scheduler.schedule(after: due) { [weak self] in self?.expire(wait) }
    state.withLock { state in
      if state.wait == wait && state.timer == nil { state.timer = timer } else { timer?.dispose() }
    }
  }

  /// Ends the wait: what it waited for has come.
  func end() {
    state.withLock { state in
      guard !state.isClosing else { return }
      state.stopWaiting()
    }
  }

  /// Ends any wait for good, before the connection closes its socket.
  func close() {
    state.withLock { state in
      state.isClosed = true
      state.stopWaiting()
    }
  }

  /// Shuts the connection now, ending any wait, as an expired one does: its reads and
  /// writes fail, and it ends as any client that left. The caller logs why.
  func shut() {
    state.withLock { state in
      guard !state.isClosed else { return }
      state.stopWaiting()
      shutDownSocket()
    }
  }

  /// Shuts the socket down for reading and writing; under the lock, so that the
  /// connection cannot close the descriptor meanwhile.
  private func shutDownSocket() {
    _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_RDWR))
  }

  private func expire(_ wait: Int) {
    let logged = state.withLock { state -> String? in
      guard !state.isClosed, state.wait == wait else { return nil }
      // The wait is over: a timer of it set again meanwhile does nothing.
      state.wait += 1
      state.timer = nil
      shutDownSocket()
      guard state.logs else { return nil }
      return "closed a connection: \(state.what) did not come within "
        + SessionRegistry.describe(state.limit)
    }
    if let logged { log(logged) }
  }
}
