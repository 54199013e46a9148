import FlyingFox
import FlyingSocks
import Foundation
import Signals

/// Serves one connection a browser opened: HTTP requests one after another, until the
/// browser closes it or asks to, or until one switches it to a WebSocket.
///
/// Each request's head must come whole within the time limit, counted from when the server
/// waits for it (an idle kept-alive connection included), and a resuming page's resume
/// likewise after the upgrade; otherwise the connection is shut and the event logged
/// (see ``ConnectionDeadline``) — except for a connection idle with no head begun, as
/// browsers keep theirs, which is shut without a word. So must the answer to a WebSocket
/// close the server sent, within ``WebSocketConnection/closeAnswerTimeout``.
struct WebConnection {
  let socket: AsyncSocket
  let routes: any HTTPHandler
  let log: @Sendable (String) -> Void
  /// How long the client has to send each request's head, from when the server waits for
  /// it, and a resuming page its resume after the upgrade.
  let timeout: Duration
  /// The time the limit runs on.
  let scheduler: any DateScheduler

  /// Serves the connection to its end, then closes it.
  func serve() async {
    let deadline = ConnectionDeadline(
      timeout: timeout, socket: socket, scheduler: scheduler, log: log)
    defer {
      deadline.close()
      try? socket.close()
    }
    var input = SocketInput(socket: socket)
    do {
      while true {
        deadline.begin(waitingFor: "a request head", logsIdle: false)
        guard let request = try await HTTPHead.read(from: &input, started: deadline.started)
        else { return }
        deadline.end()
        let response = try await routes.handleRequest(request)
        if case .webSocket(let handler) = response.payload {
          guard let upgrade = handler as? SessionUpgrade else { return }
          try await socket.write(HTTPHead.encode(response, body: Data(), keepAlive: true))
          if upgrade.resumes { deadline.begin(waitingFor: "a resume") }
          await WebSocketConnection(
            socket: socket, log: log, deadline: deadline, awaitsFirstMessage: upgrade.resumes,
            outgoingLimit: upgrade.outgoingLimit
          ).run(input, endpoint: upgrade.endpoint)
          return
        }
        let keepAlive = HTTPHead.keepsAlive(request)
        let body = try await response.bodyData
        try await socket.write(
          HTTPHead.encode(
            response, body: body, keepAlive: keepAlive, sendsBody: request.method != .HEAD))
        guard keepAlive else { return }
      }
    } catch let refusal as HTTPHead.Refusal {
      log("refused a request: \(refusal.reason)")
      let body = Data("\(refusal.reason)\n".utf8)
      try? await socket.write(
        HTTPHead.encode(HTTPResponse(statusCode: refusal.status), body: body, keepAlive: false))
    } catch {
      // The connection broke or the routes failed: there is no one to answer.
    }
  }
}
