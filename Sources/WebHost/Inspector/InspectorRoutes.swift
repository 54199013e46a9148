import FlyingFox
import Foundation
import Signals

/// Answers the inspector server's requests: its page's files, the graph as Graphviz DOT,
/// the WebSocket the page reads the graph from, and 404 for anything else.
struct InspectorRoutes: HTTPHandler {
  /// The path of the graph as DOT.
  static let dotPath = "/graph.dot"

  let files: StaticFiles
  let inspector: Inspector
  /// The handler of a WebSocket the page opens.
  let socket: @Sendable () -> WebSocketHTTPHandler
  let log: @Sendable (String) -> Void

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if request.path == WebRoutes.socketPath {
      guard let refusal = WebRoutes.refusal(ofSocket: request) else {
        return try await socket().handleRequest(request)
      }
      log("inspector: refused a WebSocket: \(refusal)")
      return HTTPResponse(statusCode: .forbidden, body: Data("\(refusal)\n".utf8))
    }
    guard request.method == .GET || request.method == .HEAD else {
      log("inspector: 405 \(request.method.rawValue) \(request.path): only GET and HEAD")
      return HTTPResponse(statusCode: .methodNotAllowed, body: Data("Only GET and HEAD\n".utf8))
    }
    var headers = HTTPHeaders()
    headers[HTTPHeader("Cache-Control")] = "no-store"
    if request.path == Self.dotPath {
      headers[.contentType] = "text/vnd.graphviz; charset=utf-8"
      headers[HTTPHeader("Content-Disposition")] = "attachment; filename=\"graph.dot\""
      return HTTPResponse(
        statusCode: .ok, headers: headers, body: Data(inspector.graph().dot.utf8))
    }
    guard let file = files.files[request.path] else {
      log("inspector: 404 \(request.method.rawValue) \(request.path): not a file of the page")
      return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8))
    }
    headers[.contentType] = file.contentType
    return HTTPResponse(statusCode: .ok, headers: headers, body: file.body)
  }
}
