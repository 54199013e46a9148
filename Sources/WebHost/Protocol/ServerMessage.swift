/// What the server sends the browser: one JSON object per WebSocket message.
///
/// A session starts with ``hello(version:session:token:)``, then sends a ``screen(_:)``
/// whenever what the user sees changes, a ``rejected(reason:)`` for each message of the
/// browser it refused, which changed nothing, and an ``acknowledged(sequence:)`` for the
/// numbered messages it has received. A page that resumed the session gets a hello, an
/// acknowledgement and the whole screen again, or ``ended(reason:)`` when it cannot resume
/// it:
///
/// ```json
/// {"type": "hello", "version": 1, "session": 7, "token": "9f0c…"}
/// {"type": "screen", "screen": {"breadcrumb": ["Movie feedback"], "canGoBack": false, …}}
/// {"type": "rejected", "reason": "no element \"leave feedbak\" on page 1 \"Movie feedback\""}
/// {"type": "acknowledged", "sequence": 12}
/// {"type": "ended", "reason": "it went on in another tab"}
/// ```
public enum ServerMessage: Hashable, Sendable {
  /// The first message of a session, and of each resume: the protocol version spoken, the
  /// session's number and, from a server, the token that resumes the session.
  case hello(version: Int, session: Int, token: String? = nil)
  /// What the user must see now.
  case screen(ScreenState)
  /// A message of the browser was refused, for `reason`; nothing changed.
  case rejected(reason: String)
  /// The session is over for this page, for `reason`, and the socket closes: a resume was
  /// refused, or another page resumed the session.
  case ended(reason: String)
  /// The session has received every message of the browser numbered up to `sequence`,
  /// applied or refused, and ignores them if they come again; see <doc:Protocol>.
  case acknowledged(sequence: Int)
}

extension ServerMessage: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, version, session, token, screen, reason, sequence
  }

  /// Reads a message.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .type) {
    case "hello":
      self = .hello(
        version: try container.decode(Int.self, forKey: .version),
        session: try container.decode(Int.self, forKey: .session),
        token: try container.decodeIfPresent(String.self, forKey: .token))
    case "screen": self = .screen(try container.decode(ScreenState.self, forKey: .screen))
    case "rejected": self = .rejected(reason: try container.decode(String.self, forKey: .reason))
    case "ended": self = .ended(reason: try container.decode(String.self, forKey: .reason))
    case "acknowledged":
      self = .acknowledged(sequence: try container.decode(Int.self, forKey: .sequence))
    case let type:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown message type \"\(type)\"")
    }
  }

  /// Writes the message.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .hello(let version, let session, let token):
      try container.encode("hello", forKey: .type)
      try container.encode(version, forKey: .version)
      try container.encode(session, forKey: .session)
      try container.encodeIfPresent(token, forKey: .token)
    case .screen(let screen):
      try container.encode("screen", forKey: .type)
      try container.encode(screen, forKey: .screen)
    case .rejected(let reason):
      try container.encode("rejected", forKey: .type)
      try container.encode(reason, forKey: .reason)
    case .ended(let reason):
      try container.encode("ended", forKey: .type)
      try container.encode(reason, forKey: .reason)
    case .acknowledged(let sequence):
      try container.encode("acknowledged", forKey: .type)
      try container.encode(sequence, forKey: .sequence)
    }
  }
}
