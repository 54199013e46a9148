import Foundation
import ServerThreads
import Signals
import WebHost

/// The profile app's embedded HTTP server: the JSONPlaceholder API over a dataset
/// committed with this target, on `127.0.0.1` and a port the system picks.
///
/// It answers `GET /users`, `GET /users/{id}`, `GET /users/{id}/posts` and
/// `GET /posts/{id}/comments` with JSON, and `404` with a JSON body `{"error": …}` for an
/// unknown id or path. To show loading and failed states it can wait before every answer
/// (`latency`) and answer `500` instead, with a probability (`failureRate`) drawn from a
/// seeded generator, so that the same seed fails the same requests on every run.
///
/// ```swift
/// // partial: needs a running event loop and network access
/// let server = try await ProfileServer.start(latency: .milliseconds(300))
/// print(server.baseURL)  // Prints "http://127.0.0.1:40123", the port the system chose
/// await server.stop()
/// ```
public final class ProfileServer: Sendable {
  /// The address to send requests to, such as `http://127.0.0.1:40123`, without a path.
  public let baseURL: URL
  /// The port the server listens on, chosen by the system when it started.
  public let port: UInt16

  private let listening: Listening

  private init(listening: Listening) {
    self.listening = listening
    self.port = listening.port
    // A literal scheme, an IPv4 address and a number always make a valid URL.
    self.baseURL = URL(string: "http://127.0.0.1:\(listening.port)")!
  }

  /// Starts a server on `127.0.0.1` and an ephemeral port, and returns once it listens.
  ///
  /// - Parameters:
  ///   - latency: How long the server waits before every answer, failures and `404`s
  ///     included. Zero or less answers at once.
  ///   - failureRate: The probability, clamped to `0...1`, that an answer is a `500`
  ///     instead: `1` fails every request, `0` none.
  ///   - seed: Seeds the generator that picks the failing answers.
  /// - Returns: The listening server; ``stop()`` it when done.
  /// - Throws: The socket error if the server cannot listen.
  public static func start(
    latency: Duration = .zero, failureRate: Double = 0, seed: UInt64 = 14
  ) async throws -> ProfileServer {
    let routes = ProfileRoutes(
      dataset: .bundled, latency: latency,
      dice: FailureDice(rate: failureRate, seed: seed))
    // Bound and listening before this returns, and served on threads of its own: a start
    // that waited, with a time limit, for a server task on the cooperative pool failed
    // whenever tests busy on that pool's two threads held it up for longer.
    let listening = try await Listening.start(
      address: "127.0.0.1", port: 0, routes: routes, timeout: requestTimeout,
      scheduler: QueueScheduler(queue: DispatchQueue(label: "ProfileServer time limits")),
      executor: .profileServer, log: { _ in })
    return ProfileServer(listening: listening)
  }

  /// How long a client has to send a request's head before its connection is shut.
  private static let requestTimeout = Duration.seconds(15)

  /// Starts a server as ``start(latency:failureRate:seed:)`` does, blocking the calling
  /// thread until it listens: for a synchronous `main`, such as a `ParsableCommand`'s.
  ///
  /// > Note: Blocks the calling thread; call it only where blocking is fine, never from
  /// > a task (the compiler refuses it in an `async` context).
  ///
  /// - Returns: The listening server; ``stopBlocking()`` it when done.
  /// - Throws: The socket error if the server cannot listen.
  @available(*, noasync, message: "Use ProfileServer.start(...) in an async context.")
  public static func startBlocking(
    latency: Duration = .zero, failureRate: Double = 0, seed: UInt64 = 14
  ) throws -> ProfileServer {
    try Blocking.wait {
      try await start(latency: latency, failureRate: failureRate, seed: seed)
    }
  }

  /// Stops listening, ends the open connections and returns once the server has stopped.
  ///
  /// A request still waiting for its answer gets none: its connection closes. Stopping a
  /// stopped server does nothing.
  public func stop() async {
    await listening.stop()
  }

  /// Stops the server as ``stop()`` does, blocking the calling thread until it has.
  @available(*, noasync, message: "Use stop() in an async context.")
  public func stopBlocking() {
    Blocking.wait { await self.stop() }
  }
}
