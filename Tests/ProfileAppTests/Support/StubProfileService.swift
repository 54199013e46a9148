import Flows
import ProfileApp
import Signals
import SignalsTesting

/// A ``ProfileService`` whose answers come after `latency` on a `TestScheduler`, from a
/// small dataset, or fail with the failure set when the request starts; it logs every
/// request's start and interruption.
final class StubProfileService: ProfileService {
  let scheduler: TestScheduler
  let latency: Duration
  let allUsers: [User]
  let allPosts: [Post]
  let allComments: [Comment]
  /// Where each request is reported in flight, if anywhere.
  let activity: Activity?
  private let failure = Locked<ServiceError?>.make(nil)
  private let log = Locked.make([String]())

  init(
    scheduler: TestScheduler, latency: Duration = .seconds(1), users: [User] = Sample.users,
    posts: [Post] = Sample.posts, comments: [Comment] = Sample.comments,
    activity: Activity? = nil
  ) {
    self.activity = activity
    self.scheduler = scheduler
    self.latency = latency
    self.allUsers = users
    self.allPosts = posts
    self.allComments = comments
  }

  /// The failure of every request started from now on; `nil` answers them.
  func fail(with error: ServiceError?) {
    failure.withLock { $0 = error }
  }

  /// "start /users", "interrupt /posts/1/comments", …, in order.
  var requests: [String] { log.withLock { $0 } }

  func users() -> SignalProducer<[User], ServiceError> {
    answer("/users", allUsers)
  }

  func user(id: Int) -> SignalProducer<User, ServiceError> {
    guard let user = allUsers.first(where: { $0.id == id }) else {
      return answer("/users/\(id)", .failure(.httpStatus(code: 404, path: "/users/\(id)")))
    }
    return answer("/users/\(id)", user)
  }

  func posts(userID: Int) -> SignalProducer<[Post], ServiceError> {
    answer("/users/\(userID)/posts", allPosts.filter { $0.userId == userID })
  }

  func comments(postID: Int) -> SignalProducer<[Comment], ServiceError> {
    answer("/posts/\(postID)/comments", allComments.filter { $0.postId == postID })
  }

  private func answer<Value: Sendable>(_ path: String, _ value: Value) -> SignalProducer<
    Value, ServiceError
  > {
    answer(path, .success(value))
  }

  private func answer<Value: Sendable>(
    _ path: String, _ result: Result<Value, ServiceError>
  ) -> SignalProducer<Value, ServiceError> {
    let failure = self.failure
    let log = self.log
    let answer = SignalProducer<Void, Never>(value: ())
      .delay(latency, on: scheduler)
      .promoteError(ServiceError.self)
      .flatMap(.latest) { _ in
        SignalProducer(result: failure.withLock { $0 }.map { .failure($0) } ?? result)
      }
      .on(
        starting: { log.withLock { $0.append("start \(path)") } },
        interrupted: { log.withLock { $0.append("interrupt \(path)") } })
    return activity.map { answer.tracked(by: $0, as: "GET \(path)") } ?? answer
  }
}

/// A small dataset: two users, the first with two posts, the second with none.
enum Sample {
  static let users = [user(1, "Ada Lovelace", "ada"), user(2, "Alan Turing", "alan")]
  static let posts = [
    Post(userId: 1, id: 11, title: "On engines", body: "Numbers, and more than numbers."),
    Post(userId: 1, id: 12, title: "Notes", body: "Note G."),
  ]
  static let comments = [
    Comment(postId: 11, id: 101, name: "Splendid", email: "cb@example.org", body: "Indeed."),
    Comment(postId: 11, id: 102, name: "Doubtful", email: "gb@example.org", body: "Hm."),
  ]

  static func user(_ id: Int, _ name: String, _ username: String) -> User {
    User(
      id: id, name: name, username: username, email: "\(username)@example.org",
      address: User.Address(
        street: "Main Street \(id)", suite: "Apt. \(id)", city: "London", zipcode: "N1",
        geo: User.Geo(lat: "51.5", lng: "-0.1")),
      phone: "555-000\(id)", website: "\(username).example.org",
      company: User.Company(name: "Engines Ltd", catchPhrase: "Calculate", bs: "numbers"))
  }
}
