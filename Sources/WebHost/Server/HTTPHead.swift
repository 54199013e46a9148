import FlyingFox
import FlyingSocks
import Foundation

/// The head of an HTTP/1.1 request, read and parsed, and the encoding of a response: all
/// of HTTP that the web host's connections need, the page's files and the WebSocket
/// upgrade being requests without a body.
enum HTTPHead {
  /// The largest request head read, in bytes; a longer one is refused unread.
  static let maximumSize = 16 * 1024

  /// Why a request was refused before it reached the routes: the status to answer and
  /// the reason to log.
  struct Refusal: Error {
    let status: HTTPStatusCode
    let reason: String
  }

  /// Reads the next request's head.
  ///
  /// - Parameter started: Called once the head's first byte has come.
  /// - Returns: The request, with an empty body; `nil` when the client closed the
  ///   connection before a new request began.
  /// - Throws: ``Refusal`` for a head that is too long or malformed, or one that announces
  ///   a body; the socket's error when the connection broke.
  static func read(
    from input: inout SocketInput, started: () -> Void = {}
  ) async throws -> HTTPRequest? {
    var head: [UInt8] = []
    do {
      head.append(try await input.byte())
    } catch SocketError.disconnected {
      return nil
    }
    started()
    while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
      guard head.count < maximumSize else {
        throw Refusal(
          status: HTTPStatusCode(431, phrase: "Request Header Fields Too Large"),
          reason: "a request head over \(maximumSize) bytes")
      }
      head.append(try await input.byte())
    }
    return try parse(String(decoding: head.dropLast(4), as: UTF8.self))
  }

  private static func parse(_ text: String) throws -> HTTPRequest {
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      throw Refusal(status: .badRequest, reason: "a malformed request line")
    }
    var headers = HTTPHeaders()
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else {
        throw Refusal(status: .badRequest, reason: "a malformed header line")
      }
      headers.addValue(
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces),
        for: HTTPHeader(String(line[..<colon])))
    }
    let length = headers[.contentLength].flatMap { Int($0) } ?? 0
    guard length == 0, headers[.transferEncoding] == nil else {
      throw Refusal(
        status: HTTPStatusCode(413, phrase: "Content Too Large"),
        reason: "a request with a body; none is accepted")
    }
    let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return HTTPRequest(
      method: HTTPMethod(String(parts[0])), version: HTTPVersion(String(parts[2])),
      target: HTTPRequest.Target(
        path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
      headers: headers, body: HTTPBodySequence())
  }

  /// Whether the connection stays open for another request after `request`'s response.
  static func keepsAlive(_ request: HTTPRequest) -> Bool {
    let connection = request.headers[.connection]?.lowercased() ?? ""
    return request.version == .http11
      ? !connection.contains("close") : connection.contains("keep-alive")
  }

  /// The bytes of a response: its status line, its headers, and `body` with its length,
  /// except for a switch of protocols, which has no body.
  ///
  /// - Parameter sendsBody: `false` for the answer to a HEAD, which carries the length of
  ///   the body a GET would get, and not the body.
  static func encode(
    _ response: HTTPResponse, body: Data, keepAlive: Bool, sendsBody: Bool = true
  ) -> Data {
    var text = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
    var headers = response.headers
    if response.statusCode != .switchingProtocols {
      headers[.contentLength] = String(body.count)
      headers[.connection] = keepAlive ? "keep-alive" : "close"
    }
    for (name, value) in headers { text += "\(name.rawValue): \(value)\r\n" }
    var data = Data((text + "\r\n").utf8)
    if sendsBody { data.append(body) }
    return data
  }
}
