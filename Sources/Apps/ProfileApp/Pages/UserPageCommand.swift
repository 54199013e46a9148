/// What the user can ask of a user's page: load or refresh its parts, or open a post.
///
/// The first three go to the page's ``UserInteractor``; ``select(postID:)`` opens a post
/// the page shows, as the users list's ``UsersCommand/select(userID:)`` opens a user.
public enum UserPageCommand: Codable, Equatable, Sendable {
  /// Load the profile, or retry it after a failure.
  case loadProfile
  /// Load the posts, or retry them after a failure.
  case loadPosts
  /// Refresh the profile and the posts.
  case refresh
  /// Show the post with the id `postID`, if the page shows it.
  case select(postID: Int)

  /// The command for the page's interactor, or `nil` for the choice of a post.
  var userCommand: UserCommand? {
    switch self {
    case .loadProfile: .loadProfile
    case .loadPosts: .loadPosts
    case .refresh: .refresh
    case .select: nil
    }
  }
}
