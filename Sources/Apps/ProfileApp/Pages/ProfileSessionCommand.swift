import Flows

/// One thing the user did in a profile session: a command of the users list, a command
/// sent on a user's or a post's page (with that page), or their navigation on the host.
///
/// In JSON, `{"users":{"select":{"userID":3}}}`,
/// `{"page":{"user":{"userID":3,"command":{"select":{"postID":21}}}}}` or
/// `{"navigation":{"back":{}}}`. A log saved before navigation was recorded holds the
/// users list's commands bare, `{"select":{"userID":3}}`; they read as
/// ``ProfileSessionCommand/users(_:)``, so older recordings still replay. A log saved
/// before the pages' commands were recorded reads as it was written: it has no `page`.
public enum ProfileSessionCommand: Codable, Equatable, Sendable {
  /// A command the users list received.
  case users(UsersCommand)
  /// A command sent on a user's or a post's page.
  case page(ProfilePageCommand)
  /// The user went back or answered an alert.
  case navigation(UserNavigation)

  private enum CodingKeys: String, CodingKey {
    case users, page, navigation
  }

  /// Reads a session's command, or a bare users command of an older log.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let users = try container.decodeIfPresent(UsersCommand.self, forKey: .users) {
      self = .users(users)
    } else if let page = try container.decodeIfPresent(ProfilePageCommand.self, forKey: .page) {
      self = .page(page)
    } else if let navigation = try container.decodeIfPresent(
      UserNavigation.self, forKey: .navigation)
    {
      self = .navigation(navigation)
    } else {
      self = .users(try UsersCommand(from: decoder))
    }
  }

  /// Writes the command under the key of its kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .users(let command): try container.encode(command, forKey: .users)
    case .page(let command): try container.encode(command, forKey: .page)
    case .navigation(let navigation): try container.encode(navigation, forKey: .navigation)
    }
  }
}
