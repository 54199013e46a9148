import FlyingFox

/// The WebSocket handler the routes answer an upgrade with: it carries the endpoint for
/// the web host's own connection to run over a ``FrameReader``.
///
/// FlyingFox's server cannot run it: its frames end at once. ``WebConnection`` runs the
/// endpoint itself.
struct SessionUpgrade: WSHandler {
  let endpoint: any SocketEndpoint
  /// Whether the page resumes a session: its first message, the resume, is then awaited
  /// within the connection's time limit.
  let resumes: Bool
  /// How many bytes may wait to be written to the browser (see ``Outbox``).
  var outgoingLimit = Outbox.limit

  func makeFrames(
    for client: AsyncThrowingStream<WSFrame, any Error>
  ) async throws -> AsyncStream<WSFrame> {
    AsyncStream { $0.finish() }
  }
}
