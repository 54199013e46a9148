import FlyingFox

/// The WebSocket handler the routes answer an upgrade with: it carries the message
/// handler for the web host's own connection to run over a ``FrameReader``.
///
/// Under FlyingFox's own server it would run as FlyingFox's message handler does, with
/// FlyingFox's reader and without the limit as frames are read; ``WebConnection`` never
/// lets it.
struct SessionUpgrade: WSHandler {
  let messages: any WSMessageHandler
  /// Whether the page resumes a session: its first message, the resume, is then awaited
  /// within the connection's time limit.
  let resumes: Bool

  func makeFrames(
    for client: AsyncThrowingStream<WSFrame, any Error>
  ) async throws -> AsyncStream<WSFrame> {
    try await MessageFrameWSHandler(handler: messages).makeFrames(for: client)
  }
}
