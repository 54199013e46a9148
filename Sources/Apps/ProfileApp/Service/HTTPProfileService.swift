import Flows
import Foundation
import Signals

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``ProfileService`` over HTTP and JSON: the JSONPlaceholder API at `baseURL`, such as
/// the embedded server or `https://jsonplaceholder.typicode.com`.
///
/// Each start of a producer sends one `GET` with `URLSession`, bypassing the cache so a
/// retry or a refresh asks the server again. Interrupting the run cancels the request.
/// Failures become ``ServiceError``s: a refused connection, a status outside `200..<300`,
/// no answer within `timeout`, or JSON that does not decode.
///
/// > Note: Events arrive on the session's delegate queue, or for a timeout on a queue of
/// > the service's own: observe them on the scheduler the consumer needs.
///
/// ```swift
/// // partial: needs a server to answer
/// let service = HTTPProfileService(baseURL: server.baseURL, timeout: .seconds(2))
/// let run = service.posts(userID: 3).startWithResult { print($0) }
/// run.dispose()  // Cancels the request if it has not answered yet: nothing is printed.
/// ```
public struct HTTPProfileService: ProfileService {
  /// The address the paths are appended to, such as `http://127.0.0.1:40123`.
  public let baseURL: URL
  /// How long a request may wait for the server before it fails with
  /// ``ServiceError/timedOut(after:)``.
  public let timeout: Duration
  /// Where each request is reported, in flight until its answer was sent on.
  public let activity: Activity?
  private let session: URLSession
  /// Times the requests: `URLSession` on Linux ignores a request's own timeout interval.
  private let clock = QueueScheduler(name: "ProfileApp.HTTPProfileService", qos: .utility)

  /// Creates a service that sends its requests to `baseURL`.
  ///
  /// - Parameters:
  ///   - baseURL: The server's address; a path in it, if any, prefixes every request's.
  ///   - timeout: How long a request may wait for the server: 10 seconds by default. Zero
  ///     or less times a request out almost at once, with ``ServiceError/timedOut(after:)``.
  ///   - session: The session that sends the requests.
  ///   - activity: Where each request is reported, as `GET /users/3`, from its start
  ///     until its answer, failure or cancellation was sent on.
  public init(
    baseURL: URL, timeout: Duration = .seconds(10), session: URLSession = .shared,
    activity: Activity? = nil
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.session = session
    self.activity = activity
  }

  /// Every user: `GET /users`.
  public func users() -> SignalProducer<[User], ServiceError> {
    get(["users"])
  }

  /// The user with the id `id`: `GET /users/{id}`; a `404` for an unknown id.
  public func user(id: Int) -> SignalProducer<User, ServiceError> {
    get(["users", "\(id)"])
  }

  /// The posts of the user with the id `userID`: `GET /users/{id}/posts`.
  public func posts(userID: Int) -> SignalProducer<[Post], ServiceError> {
    get(["users", "\(userID)", "posts"])
  }

  /// The comments on the post with the id `postID`: `GET /posts/{id}/comments`.
  public func comments(postID: Int) -> SignalProducer<[Comment], ServiceError> {
    get(["posts", "\(postID)", "comments"])
  }

  /// A producer whose runs get the path made of `components` and decode its JSON.
  private func get<Value: Decodable & Sendable>(
    _ components: [String]
  ) -> SignalProducer<Value, ServiceError> {
    let url = components.reduce(baseURL) { $0.appendingPathComponent($1) }
    let path = "/" + components.joined(separator: "/")
    let (seconds, attoseconds) = timeout.components
    // Where URLSession honours it (Apple platforms), it fails with the same error.
    let request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: Double(seconds) + Double(attoseconds) / 1e18)
    let failure = FailureMapping(url: url, path: path, timeout: timeout)
    let exchange = SignalProducer<Value, ServiceError> { [session] observer, lifetime in
      guard !lifetime.hasEnded else { return }
      let task = session.dataTask(with: request) { data, response, error in
        // After an interruption the run has ended and ignores these sends.
        switch Self.decode(Value.self, data: data, response: response, error: error, failure) {
        case .success(let value):
          observer.emit(value)
          observer.complete()
        case .failure(let error):
          observer.fail(error)
        }
      }
      lifetime.observeEnded { task.cancel() }
      task.resume()
    }
    // Failing on time ends the run, whose end cancels the request.
    .timeout(after: timeout, raising: .timedOut(after: timeout), on: clock)
    return activity.map { exchange.tracked(by: $0, as: "GET \(path)") } ?? exchange
  }

  private static func decode<Value: Decodable>(
    _ type: Value.Type, data: Data?, response: URLResponse?, error: (any Error)?,
    _ failure: FailureMapping
  ) -> Result<Value, ServiceError> {
    if let error {
      return .failure(failure.error(for: error))
    }
    guard let response = response as? HTTPURLResponse, let data else {
      return .failure(.failed(reason: "the answer is not an HTTP answer."))
    }
    guard (200..<300).contains(response.statusCode) else {
      return .failure(.httpStatus(code: response.statusCode, path: failure.path))
    }
    return decodeAnswer(Value.self, from: data, path: failure.path)
  }

  /// Reads the body of an answer to `path` as the service does: the value its JSON holds,
  /// or ``ServiceError/unexpectedAnswer(path:reason:)`` saying where and how the JSON is not
  /// what the app expects.
  ///
  /// Another transport for the same API (a cache, a file of recorded answers) decodes with
  /// it to fail the way the service does.
  ///
  /// ```swift
  /// let body = Data(#"{"userId": 1, "id": 2, "title": "Hi"}"#.utf8)
  /// let post = HTTPProfileService.decodeAnswer(Post.self, from: body, path: "/posts/2")
  /// print(post.map(\.title))
  /// // Prints "failure(ProfileApp.ServiceError.unexpectedAnswer(path: "/posts/2",
  /// //         reason: "the answer has no “body”"))"
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the JSON should hold.
  ///   - data: The answer's body.
  ///   - path: The request's path below the base URL, such as `/users/3`, for the message.
  /// - Returns: The value, or the unexpected answer.
  public static func decodeAnswer<Value: Decodable>(
    _ type: Value.Type, from data: Data, path: String
  ) -> Result<Value, ServiceError> {
    do {
      return .success(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      return .failure(.unexpectedAnswer(path: path, decodingError: error))
    }
  }
}
