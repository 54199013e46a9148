import FlyingFox
import FlyingSocks
import Foundation

/// Serves one connection a browser opened: HTTP requests one after another, until the
/// browser closes it or asks to, or until one switches it to a WebSocket.
struct WebConnection {
  let socket: AsyncSocket
  let routes: any HTTPHandler
  let log: @Sendable (String) -> Void

  /// Serves the connection to its end, then closes it.
  func serve() async {
    defer { try? socket.close() }
    var input = SocketInput(socket: socket)
    do {
      while let request = try await HTTPHead.read(from: &input) {
        let response = try await routes.handleRequest(request)
        if case .webSocket(let handler) = response.payload {
          guard let upgrade = handler as? SessionUpgrade else { return }
          try await socket.write(HTTPHead.encode(response, body: Data(), keepAlive: true))
          await WebSocketConnection(socket: socket, log: log).run(input, handler: upgrade.messages)
          return
        }
        let keepAlive = HTTPHead.keepsAlive(request)
        let body = try await response.bodyData
        try await socket.write(HTTPHead.encode(response, body: body, keepAlive: keepAlive))
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
