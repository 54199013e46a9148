import FlyingFox
import Foundation
import Signals

/// Answers the inspector server's requests: its page's files, the graph as Graphviz DOT,
/// the app's command log if it offers one, the WebSocket the page reads the graph from,
/// and 404 for anything else.
struct InspectorRoutes: HTTPHandler {
  /// The path of the graph as DOT.
  static let dotPath = "/graph.dot"
  /// The path of the app's command log, as JSON.
  static let commandLogPath = "/commands.json"

  let files: StaticFiles
  let inspector: Inspector
  let commandLog: CommandLogOffer
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
    if request.path == Self.commandLogPath {
      return commandLogResponse(to: request, headers: headers)
    }
    guard let file = files.files[request.path] else {
      log("inspector: 404 \(request.method.rawValue) \(request.path): not a file of the page")
      return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8))
    }
    headers[.contentType] = file.contentType
    return HTTPResponse(statusCode: .ok, headers: headers, body: file.body)
  }

  /// The command log the app offers, as a file to save; 404 when it offers none.
  ///
  /// The log holds what the user sent the app, so only the inspector's own page, or a
  /// program on this machine, may read it: a request from another origin is refused, as
  /// is one addressed to a name other than the loopback's, which another site could have
  /// pointed at this machine.
  private func commandLogResponse(to request: HTTPRequest, headers: HTTPHeaders) -> HTTPResponse {
    if let refusal = Self.refusal(ofCommandLog: request) {
      log("inspector: refused the command log: \(refusal)")
      return HTTPResponse(statusCode: .forbidden, body: Data("\(refusal)\n".utf8))
    }
    let data: Data?
    do {
      data = try commandLog.data()
    } catch {
      log("inspector: 500 \(request.path): the command log cannot be written: \(error)")
      return HTTPResponse(
        statusCode: .internalServerError, body: Data("The command log cannot be written\n".utf8))
    }
    guard let data else {
      log(
        "inspector: 404 \(request.method.rawValue) \(request.path): the app offers no "
          + "command log")
      return HTTPResponse(statusCode: .notFound, body: Data("The app offers no command log\n".utf8))
    }
    var headers = headers
    headers[.contentType] = "application/json"
    headers[HTTPHeader("Content-Disposition")] = "attachment; filename=\"commands.json\""
    return HTTPResponse(statusCode: .ok, headers: headers, body: data)
  }

  /// Why a request for the command log must be refused, or `nil` to answer it.
  static func refusal(ofCommandLog request: HTTPRequest) -> String? {
    guard let host = request.headers[.host] else { return "no Host header" }
    // The name without its port, if it has one: "127.0.0.1:40124", "[::1]:40124".
    var name = Substring(host)
    if let colon = host.lastIndex(of: ":"),
      host[host.index(after: colon)...].allSatisfy(\.isNumber)
    {
      name = host[..<colon]
    }
    guard ["127.0.0.1", "localhost", "[::1]"].contains(name) else {
      return "host \(host) is not this machine's loopback address"
    }
    if let origin = request.headers[HTTPHeader("Origin")], origin != "http://\(host)" {
      return "origin \(origin) is not this server's, http://\(host)"
    }
    return nil
  }
}
