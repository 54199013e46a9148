/// A comment on a post, as the JSONPlaceholder API sends it from `GET /posts/{id}/comments`.
public struct Comment: Codable, Equatable, Sendable, Identifiable {
  /// The id of the post the comment is on.
  public var postId: Int
  /// The comment's id, unique among comments.
  public var id: Int
  /// The comment's subject line.
  public var name: String
  /// The email address of the comment's author.
  public var email: String
  /// The comment's text.
  public var body: String

  /// Creates a comment.
  public init(postId: Int, id: Int, name: String, email: String, body: String) {
    self.postId = postId
    self.id = id
    self.name = name
    self.email = email
    self.body = body
  }
}
