import Signals

/// One WebSocket a session talks through: where its messages go and how to close it.
///
/// A session outlives its connections: a reload or a dropped socket detaches one, and a
/// resume attaches the next.
final class SessionConnection: Sendable {
  private let deliver: @Sendable (ServerMessage) -> Void
  private let finish: @Sendable () -> Void
  private let closed = Locked.make(false)

  /// - Parameters:
  ///   - deliver: Sends a message to the browser.
  ///   - finish: Closes the socket.
  init(
    deliver: @escaping @Sendable (ServerMessage) -> Void,
    finish: @escaping @Sendable () -> Void
  ) {
    self.deliver = deliver
    self.finish = finish
  }

  /// Sends `message` to the browser.
  func send(_ message: ServerMessage) { deliver(message) }

  /// Whether ``close(saying:)`` closed the socket: what the browser still sends through
  /// it is not for its session.
  var isClosed: Bool { closed.withLock { $0 } }

  /// Tells the browser why its session is over for it, then closes the socket.
  func close(saying reason: String) {
    closed.withLock { $0 = true }
    deliver(.ended(reason: reason))
    finish()
  }
}
