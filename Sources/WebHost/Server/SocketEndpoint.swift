import FlyingFox

/// What answers a WebSocket the web host serves — a session, the inspector — reading the
/// browser's messages on the connection's own task and sending through an ``Outbox``.
///
/// A connection's own task reads the frames and hands each message to the receiver at
/// once; the outbox writes from the sending thread, with a task of its own only while
/// frames wait. No task of the endpoint's own sits between them: each would cost an idle
/// tab its allocator's slabs.
protocol SocketEndpoint: Sendable {
  /// Starts serving one connection, whose messages to the browser go to `outbox`.
  ///
  /// - Returns: What receives the browser's messages, in order.
  func open(_ outbox: Outbox) -> any SocketReceiver
}

/// Receives one connection's messages from the browser, in order, on the connection's
/// task.
protocol SocketReceiver {
  /// Takes the browser's next message.
  mutating func receive(_ message: WSMessage)
  /// Nothing more comes: the browser closed, the connection broke, or a frame was refused.
  func end()
}
