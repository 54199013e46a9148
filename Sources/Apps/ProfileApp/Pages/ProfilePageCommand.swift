/// A command sent on a page below the users list, with the page it was sent on: a user's
/// page, by the user's id, or a post's, by the post's.
///
/// Naming the page is what lets a replay send the command where the user did: to the page
/// of that user or post when it is showing, and nowhere otherwise.
///
/// In JSON, `{"user":{"userID":3,"command":{"select":{"postID":21}}}}` or
/// `{"post":{"postID":21,"command":"refresh"}}`.
public enum ProfilePageCommand: Codable, Equatable, Sendable {
  /// A command sent on the page of the user with the id `userID`.
  case user(userID: Int, command: UserPageCommand)
  /// A command sent on the page of the post with the id `postID`.
  case post(postID: Int, command: LoadCommand)
}
