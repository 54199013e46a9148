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
    /// Whether the connection has closed its socket: the descriptor may be another's now.
    var isClosed = false
    /// Whether the server has sent its close frame: the wait for the answer is the last,
    /// which no other wait begun or ended changes.
    var isClosing = false
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
  func begin(waitingFor what: String) {
    begin(waitingFor: what, within: timeout, closing: false)
  }

  /// Starts the wait for the client's answer to the close frame the server is sending,
  /// ending any wait before it; no wait begun or ended after it changes it.
  ///
  /// A client that never answers, and never closes its end, would otherwise hold the
  /// connection open for good.
  func beginClosing(within limit: Duration) {
    begin(waitingFor: "the answer to a close", within: limit, closing: true)
  }

  private func begin(waitingFor what: String, within limit: Duration, closing: Bool) {
    let wait = state.withLock { state -> Int? in
      guard !state.isClosing else { return nil }
      state.isClosing = closing
      state.timer?.dispose()
      state.wait += 1
      return state.wait
    }
    guard let wait else { return }
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    let timer = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(seconds)) {
      [weak self] in
      self?.expire(wait, waitingFor: what, within: limit)
    }
    state.withLock { state in
      if state.wait == wait { state.timer = timer } else { timer?.dispose() }
    }
  }

  /// Ends the wait: what it waited for has come.
  func end() {
    state.withLock { state in
      guard !state.isClosing else { return }
      state.wait += 1
      state.timer?.dispose()
      state.timer = nil
    }
  }

  /// Ends any wait for good, before the connection closes its socket.
  func close() {
    state.withLock { state in
      state.isClosed = true
      state.wait += 1
      state.timer?.dispose()
      state.timer = nil
    }
  }

  private func expire(_ wait: Int, waitingFor what: String, within limit: Duration) {
    let expired = state.withLock { state in
      guard !state.isClosed, state.wait == wait else { return false }
      // Under the lock, so that the connection cannot close the descriptor meanwhile.
      _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_RDWR))
      return true
    }
    guard expired else { return }
    log(
      "closed a connection: \(what) did not come within "
        + SessionRegistry.describe(limit))
  }
}
