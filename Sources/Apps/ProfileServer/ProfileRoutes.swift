import FlyingFox
import Foundation
import Signals

/// The embedded server's one handler: routes the four JSONPlaceholder paths to the
/// dataset, after the configured latency and failures.
struct ProfileRoutes: HTTPHandler {
  private let dataset: ProfileDataset
  private let latency: Duration
  /// Shared by the connections, which are served concurrently.
  private let dice: Locked<FailureDice>

  init(dataset: ProfileDataset, latency: Duration, dice: FailureDice) {
    self.dataset = dataset
    self.latency = latency
    self.dice = .make(dice)
  }

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    if dice.withLock({ $0.roll() }) {
      return Self.error(.internalServerError, "The server failed on purpose (--fail-rate).")
    }
    guard request.method == .GET else {
      return Self.error(.methodNotAllowed, "Only GET is served.")
    }
    return answer(to: request.path.split(separator: "/").map(String.init))
  }

  /// The answer to a GET of the path made of `components`.
  private func answer(to components: [String]) -> HTTPResponse {
    switch components {
    case ["users"]:
      return Self.json(dataset.users)
    case let path where path.count == 2 && path[0] == "users":
      return Self.found(Int(path[1]).flatMap { dataset.user[$0] }, "user", path[1])
    case let path where path.count == 3 && path[0] == "users" && path[2] == "posts":
      return Self.found(Int(path[1]).flatMap { dataset.postsByUser[$0] }, "user", path[1])
    case let path where path.count == 3 && path[0] == "posts" && path[2] == "comments":
      return Self.found(Int(path[1]).flatMap { dataset.commentsByPost[$0] }, "post", path[1])
    default:
      return Self.error(.notFound, "Nothing is served at /\(components.joined(separator: "/")).")
    }
  }

  private static func found(_ body: Data?, _ kind: String, _ id: String) -> HTTPResponse {
    guard let body else { return error(.notFound, "No \(kind) has the id \(id).") }
    return json(body)
  }

  private static func json(_ body: Data, status: HTTPStatusCode = .ok) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  /// An error answer with a JSON body `{"error": message}`, as a JSON client expects.
  private static func error(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
    return json(body, status: status)
  }
}
