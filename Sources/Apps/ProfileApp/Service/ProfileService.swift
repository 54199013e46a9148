import Signals

/// Where the profile app gets its users, posts and comments: each request is a
/// `SignalProducer` that sends one value and completes, or fails with a
/// ``ServiceError`` (seed 004's `ImageFetcher`).
///
/// Nothing happens until a producer is started, and every start makes a new request.
/// Interrupting a run cancels its request; a run that is interrupted sends `interrupted`
/// only, never a failure.
///
/// ```swift
/// // partial: needs a server to answer
/// let service: any ProfileService = HTTPProfileService(baseURL: server.baseURL)
/// service.user(id: 3).startWithResult { print($0) }
/// // Prints "success(User(id: 3, name: "Tomasz Wrona", …))"
/// ```
public protocol ProfileService: Sendable {
  /// Every user: `GET /users`.
  func users() -> SignalProducer<[User], ServiceError>
  /// The user with the id `id`: `GET /users/{id}`.
  func user(id: Int) -> SignalProducer<User, ServiceError>
  /// The posts of the user with the id `userID`: `GET /users/{id}/posts`.
  func posts(userID: Int) -> SignalProducer<[Post], ServiceError>
  /// The comments on the post with the id `postID`: `GET /posts/{id}/comments`.
  func comments(postID: Int) -> SignalProducer<[Comment], ServiceError>
}
