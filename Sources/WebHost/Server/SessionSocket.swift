import FlyingFox
import ServerThreads
import Signals

/// Connects a WebSocket to a ``WebSession``, a new one or, when the page asks to resume,
/// the one its token names: the browser's messages become user actions, the session's
/// messages go to the browser, and the socket's end starts the session's grace period.
struct SessionSocket: WSMessageHandler {
  let sessions: SessionRegistry
  let makeApp: @Sendable (WebSession) -> any Sendable
  let log: @Sendable (String) -> Void
  /// The origin of the page, which a session's token is bound to.
  let origin: String
  /// Whether the page resumes a session: its first message is then a resume.
  let resumes: Bool

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (output, toBrowser) = AsyncStream<WSMessage>.makeStream()
    let connection = SessionConnection(
      deliver: { message in toBrowser.yield(.text(WebProtocol.encode(message))) },
      finish: {
        toBrowser.yield(.close(.normalClosure))
        toBrowser.finish()
      })
    Task(executorPreference: ThreadPoolExecutor.web) {
      var messages = client.makeAsyncIterator()
      guard let session = await session(reading: &messages, connection: connection) else {
        // Nothing more goes to the browser: the socket can close.
        toBrowser.finish()
        return
      }
      while let message = await messages.next() {
        // A socket another took the session from no longer drives it: the page that has
        // it now sends what it wants applied, numbered in its own order.
        guard !connection.isClosed else { continue }
        switch message {
        case .text(let text):
          let sent = SentAction(decoding: text)
          session.handle(sent.action, sequence: sent.sequence)
        case .data(let data):
          session.refuse(
            WebProtocolError("a binary message of \(data.count) bytes; the protocol is JSON text"))
        case .close:
          break
        }
      }
      // The tab closed or reloaded, or the connection broke: the session waits a while
      // for its page to come back.
      sessions.detach(session, from: connection)
      toBrowser.finish()
    }
    return output
  }

  /// The session the socket drives: a new one, or the one the page's first message
  /// resumes; `nil`, with the socket closed, when the resume is refused.
  private func session(
    reading messages: inout AsyncStream<WSMessage>.Iterator, connection: SessionConnection
  ) async -> WebSession? {
    guard resumes else {
      let session = sessions.open(origin: origin, connection: connection) {
        number, token, send in
        WebSession(number: number, token: token, log: log, send: send)
      }
      session.start(makeApp)
      return session
    }
    guard let first = await messages.next() else { return nil }
    let resumed: Result<WebSession, WebProtocolError>
    switch first {
    case .text(let text):
      do throws(WebProtocolError) {
        let token = try WebProtocol.decodeResume(text)
        resumed = sessions.resume(token: token, origin: origin, connection: connection)
      } catch {
        log("refused a resume: \(error)")
        resumed = .failure(error)
      }
    default:
      let error = WebProtocolError("a resume must come first, as JSON text")
      log("refused a resume: \(error)")
      resumed = .failure(error)
    }
    switch resumed {
    case .success(let session): return session
    case .failure(let error):
      connection.close(saying: error.description)
      return nil
    }
  }
}
