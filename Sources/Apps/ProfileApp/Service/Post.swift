/// A post a user wrote, as the JSONPlaceholder API sends it from `GET /users/{id}/posts`.
public struct Post: Codable, Equatable, Sendable, Identifiable {
  /// The id of the user who wrote the post.
  public var userId: Int
  /// The post's id, unique among posts.
  public var id: Int
  /// The post's title, one line.
  public var title: String
  /// The post's text, which may span several lines.
  public var body: String

  /// Creates a post.
  public init(userId: Int, id: Int, title: String, body: String) {
    self.userId = userId
    self.id = id
    self.title = title
    self.body = body
  }
}
