/// One WebSocket a session talks through: where its messages go and how to close it.
///
/// A session outlives its connections: a reload or a dropped socket detaches one, and a
/// resume attaches the next.
final class SessionConnection: Sendable {
  private let deliver: @Sendable (ServerMessage) -> Void
  private let finish: @Sendable () -> Void

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

  /// Tells the browser why its session is over for it, then closes the socket.
  func close(saying reason: String) {
    deliver(.ended(reason: reason))
    finish()
  }
}
