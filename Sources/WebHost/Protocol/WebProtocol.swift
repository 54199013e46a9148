import Foundation

/// The JSON protocol between the server and the page: its version, its size limit and
/// the coding of its messages.
///
/// See <doc:Protocol> for the messages and their order.
public enum WebProtocol {
  /// The version spoken: every ``UserAction`` carries it, and
  /// ``ServerMessage/hello(version:session:token:)`` announces it. A message of another
  /// version is refused.
  public static let version = 1

  /// The largest message from the browser accepted, in bytes of UTF-8: 64 KiB, far above
  /// any action (a text field's text included). Over a ``WebServer``'s socket, a larger one
  /// closes the socket with code 1009 (Message Too Big) as soon as a frame's header
  /// announces it, unread; ``decodeAction(_:)`` refuses one that reaches it otherwise.
  public static let maximumMessageSize = 64 * 1024

  /// Encodes a server message as the JSON text the browser receives.
  public static func encode(_ message: ServerMessage) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Plain values only: strings, numbers, booleans, arrays of them. Encoding cannot fail.
    let data = (try? encoder.encode(message)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Decodes what the browser sent as a user action.
  ///
  /// - Throws: ``WebProtocolError`` saying why the text is not an action.
  public static func decodeAction(_ text: String) throws(WebProtocolError) -> UserAction {
    let size = text.utf8.count
    guard size <= maximumMessageSize else {
      throw WebProtocolError(
        "a message of \(size) bytes is over the \(maximumMessageSize)-byte limit")
    }
    do {
      return try JSONDecoder().decode(UserAction.self, from: Data(text.utf8))
    } catch {
      throw malformed(error)
    }
  }

  /// The refusal of a message that `error` says is not an action.
  static func malformed(_ error: any Error) -> WebProtocolError {
    guard let error = error as? DecodingError else {
      return WebProtocolError("a malformed message: \(error)")
    }
    return WebProtocolError("a malformed message: \(describe(error))")
  }

  /// Decodes the first message of a page that resumes its session,
  /// `{"version": 1, "type": "resume", "token": "…"}`, and returns its token.
  ///
  /// - Throws: ``WebProtocolError`` saying why the text is not a resume.
  static func decodeResume(_ text: String) throws(WebProtocolError) -> String {
    struct Resume: Decodable {
      let version: Int
      let type: String
      let token: String
    }
    guard text.utf8.count <= maximumMessageSize else {
      throw WebProtocolError("a resume of \(text.utf8.count) bytes is over the limit")
    }
    let resume: Resume
    do {
      resume = try JSONDecoder().decode(Resume.self, from: Data(text.utf8))
    } catch let error as DecodingError {
      throw WebProtocolError("a malformed resume: \(describe(error))")
    } catch {
      throw WebProtocolError("a malformed resume: \(error)")
    }
    guard resume.version == version else {
      throw WebProtocolError("protocol version \(resume.version) is not \(version)")
    }
    guard resume.type == "resume" else {
      throw WebProtocolError("a \"\(resume.type)\" message where a resume must come first")
    }
    return resume.token
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, _): "no \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "\(path(context.codingPath)) has the wrong type"
    @unknown default: "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    "\"" + codingPath.map(\.stringValue).joined(separator: ".") + "\""
  }
}

/// Why a message from the browser was refused.
public struct WebProtocolError: Error, Hashable, CustomStringConvertible {
  /// The reason, as logged and sent back in ``ServerMessage/rejected(reason:)``.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
