import FlyingFox
import Foundation

/// Answers the server's requests: the static files, the WebSocket endpoint, and 404 for
/// anything else.
struct WebRoutes: HTTPHandler {
  /// The WebSocket endpoint's path.
  static let socketPath = "/socket"

  let files: StaticFiles
  /// The WebSocket handler for a page of `origin`, which resumes a session when
  /// `resumes` (the request's `?resume`).
  let socket: @Sendable (_ origin: String, _ resumes: Bool) -> WebSocketHTTPHandler
  let log: @Sendable (String) -> Void

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if request.path == Self.socketPath {
      guard let refusal = Self.refusal(ofSocket: request) else {
        let origin = request.headers[HTTPHeader("Origin")] ?? ""
        let resumes = request.query.contains { $0.name == "resume" }
        return try await socket(origin, resumes).handleRequest(request)
      }
      log("refused a WebSocket: \(refusal)")
      return HTTPResponse(statusCode: .forbidden, body: Data("\(refusal)\n".utf8))
    }
    guard request.method == .GET || request.method == .HEAD,
      let file = files.files[request.path]
    else {
      log("404 \(request.method.rawValue) \(request.path): not a file of the page")
      return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8))
    }
    var headers = HTTPHeaders()
    headers[.contentType] = file.contentType
    headers[HTTPHeader("Cache-Control")] = "no-store"
    // A HEAD gets the GET's response; the connection sends its head alone.
    return HTTPResponse(statusCode: .ok, headers: headers, body: file.body)
  }

  /// Why a WebSocket request must be refused, or `nil` to accept it.
  ///
  /// Browsers let any site open a WebSocket to any address and send the site's origin;
  /// only the page this server served may drive its sessions, so the `Origin` must be
  /// this server's own, the one the request was sent to.
  static func refusal(ofSocket request: HTTPRequest) -> String? {
    guard let host = request.headers[.host] else { return "no Host header" }
    guard let origin = request.headers[HTTPHeader("Origin")] else {
      return "no Origin header; only this server's page may connect"
    }
    guard origin == "http://\(host)" else {
      return "origin \(origin) is not this server's, http://\(host)"
    }
    return nil
  }
}
