import FlyingFox
import Signals

/// Connects a WebSocket to a ``WebSession``, a new one or, when the page asks to resume,
/// the one its token names: the browser's messages become user actions, the session's
/// messages go to the browser, and the socket's end starts the session's grace period.
struct SessionSocket: SocketEndpoint {
  let sessions: SessionRegistry
  let makeApp: @Sendable (WebSession) -> any Sendable
  let log: @Sendable (String) -> Void
  /// The origin of the page, which a session's token is bound to.
  let origin: String
  /// Whether the page resumes a session: its first message is then a resume.
  let resumes: Bool

  func open(_ outbox: Outbox) -> any SocketReceiver {
    let connection = SessionConnection(
      deliver: { message in outbox.send(.text(WebProtocol.encode(message))) },
      finish: { outbox.send(.close(.normalClosure)) })
    guard resumes else {
      let session = sessions.open(origin: origin, connection: connection) {
        number, token, send in
        WebSession(number: number, token: token, log: log, send: send)
      }
      session.start(makeApp)
      return Receiver(socket: self, connection: connection, session: session)
    }
    return Receiver(socket: self, connection: connection, session: nil)
  }

  /// The browser's messages of one socket, as its session's actions.
  private struct Receiver: SocketReceiver {
    let socket: SessionSocket
    let connection: SessionConnection
    /// The session the socket drives; `nil` until a resume names it, and for good once
    /// a resume was refused.
    var session: WebSession?
    /// Whether the first message has come: a resuming page's resume.
    var resolved = false

    init(socket: SessionSocket, connection: SessionConnection, session: WebSession?) {
      self.socket = socket
      self.connection = connection
      self.session = session
      resolved = session != nil
    }

    mutating func receive(_ message: WSMessage) {
      guard resolved else {
        resolved = true
        session = resume(with: message)
        return
      }
      // A socket another took the session from no longer drives it: the page that has
      // it now sends what it wants applied, numbered in its own order.
      guard let session, !connection.isClosed else { return }
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

    func end() {
      // The tab closed or reloaded, or the connection broke: the session waits a while
      // for its page to come back.
      if let session { socket.sessions.detach(session, from: connection) }
    }

    /// The session the page's first message resumes; `nil`, with the socket closed,
    /// when the resume is refused.
    private func resume(with first: WSMessage) -> WebSession? {
      let resumed: Result<WebSession, WebProtocolError>
      switch first {
      case .text(let text):
        do throws(WebProtocolError) {
          let token = try WebProtocol.decodeResume(text)
          resumed = socket.sessions.resume(
            token: token, origin: socket.origin, connection: connection)
        } catch {
          socket.log("refused a resume: \(error)")
          resumed = .failure(error)
        }
      default:
        let error = WebProtocolError("a resume must come first, as JSON text")
        socket.log("refused a resume: \(error)")
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
}
