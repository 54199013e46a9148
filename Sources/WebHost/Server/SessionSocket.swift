import FlyingFox
import ServerThreads
import Signals

/// Connects a WebSocket to a new ``WebSession``: the browser's messages become user
/// actions, the session's messages go to the browser, and the socket's end ends the
/// session.
struct SessionSocket: WSMessageHandler {
  let sessions: SessionRegistry
  let makeApp: @Sendable (WebSession) -> any Sendable
  let log: @Sendable (String) -> Void

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (output, toBrowser) = AsyncStream<WSMessage>.makeStream()
    let session = sessions.open { number in
      WebSession(number: number, log: log) { message in
        toBrowser.yield(.text(WebProtocol.encode(message)))
      }
    }
    session.start(makeApp)
    let sessions = self.sessions
    Task(executorPreference: ThreadPoolExecutor.web) {
      for await message in client {
        switch message {
        case .text(let text):
          do throws(WebProtocolError) {
            session.handle(try WebProtocol.decodeAction(text))
          } catch {
            session.refuse(error)
          }
        case .data(let data):
          session.refuse(
            WebProtocolError("a binary message of \(data.count) bytes; the protocol is JSON text"))
        case .close:
          break
        }
      }
      // The tab closed, or the connection broke: either way the user is gone.
      sessions.close(session)
      session.end()
      toBrowser.finish()
    }
    return output
  }
}

/// The sessions a server has open, numbered from 1 in the order they opened.
final class SessionRegistry: Sendable {
  private struct State {
    var opened = 0
    var sessions: [Int: WebSession] = [:]
  }

  private let state = Locked.make(State())
  private let log: @Sendable (String) -> Void

  init(log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  /// How many sessions are open.
  var count: Int { state.withLock { $0.sessions.count } }

  /// Makes and records the next session.
  func open(_ make: (Int) -> WebSession) -> WebSession {
    let number = state.withLock { state in
      state.opened += 1
      return state.opened
    }
    let session = make(number)
    state.withLock { $0.sessions[number] = session }
    log("session \(number) opened")
    return session
  }

  /// Forgets `session`, which has ended.
  func close(_ session: WebSession) {
    let removed = state.withLock { $0.sessions.removeValue(forKey: session.number) }
    _ = removed
    log("session \(session.number) closed")
  }

  /// Ends every open session, as the server stops.
  func closeAll() {
    let all = state.withLock { state in
      defer { state.sessions = [:] }
      return Array(state.sessions.values)
    }
    for session in all { session.end() }
  }
}
