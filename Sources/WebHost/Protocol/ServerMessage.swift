/// What the server sends the browser: one JSON object per WebSocket message.
///
/// A session starts with ``hello(version:session:)``, then sends a ``screen(_:)``
/// whenever what the user sees changes, and a ``rejected(reason:)`` for each message of
/// the browser it refused, which changed nothing:
///
/// ```json
/// {"type": "hello", "version": 1, "session": 7}
/// {"type": "screen", "screen": {"breadcrumb": ["Movie feedback"], "canGoBack": false, …}}
/// {"type": "rejected", "reason": "no element \"leave feedbak\" on page 1 \"Movie feedback\""}
/// ```
public enum ServerMessage: Hashable, Sendable {
  /// The first message of a session: the protocol version spoken and the session's number.
  case hello(version: Int, session: Int)
  /// What the user must see now.
  case screen(ScreenState)
  /// A message of the browser was refused, for `reason`; nothing changed.
  case rejected(reason: String)
}

extension ServerMessage: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, version, session, screen, reason
  }

  /// Reads a message.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .type) {
    case "hello":
      self = .hello(
        version: try container.decode(Int.self, forKey: .version),
        session: try container.decode(Int.self, forKey: .session))
    case "screen": self = .screen(try container.decode(ScreenState.self, forKey: .screen))
    case "rejected": self = .rejected(reason: try container.decode(String.self, forKey: .reason))
    case let type:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown message type \"\(type)\"")
    }
  }

  /// Writes the message.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .hello(let version, let session):
      try container.encode("hello", forKey: .type)
      try container.encode(version, forKey: .version)
      try container.encode(session, forKey: .session)
    case .screen(let screen):
      try container.encode("screen", forKey: .type)
      try container.encode(screen, forKey: .screen)
    case .rejected(let reason):
      try container.encode("rejected", forKey: .type)
      try container.encode(reason, forKey: .reason)
    }
  }
}
