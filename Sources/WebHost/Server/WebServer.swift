import FlyingFox
import FlyingSocks
import Foundation
import ServerThreads
import Signals

/// An HTTP server that shows an app's pages in a browser: one static page, and a
/// WebSocket over which each tab runs its own instance of the app on a ``WebSession``.
///
/// It serves the page at `/` and the endpoint at `/socket`; every other path is a 404.
/// Each WebSocket that connects gets a session, and `makeApp` makes the app that shows
/// its pages there. When the tab's socket closes, the session waits a grace period for
/// the page to resume it with its token, as after a reload or a dropped connection; then
/// it ends and lets go of the app.
///
/// ```swift
/// // partial: needs a running event loop and network access
/// let server = try await WebServer.start { session in
///   let app = MovieFeedback(host: session)
///   app.start()
///   return app
/// }
/// print(server.url)  // Prints "http://127.0.0.1:40123/", the port the system chose
/// await server.stop()
/// ```
///
/// > Note: Whatever a browser sends that does not fit — a malformed or oversized message,
/// > an unknown element, an action on a page no longer shown, a WebSocket from another
/// > origin, a path outside the page's files — is refused and logged with its reason, and
/// > changes nothing; the session and the server go on.
public final class WebServer: Sendable {
  /// The address to open in a browser, such as `http://127.0.0.1:40123/`: the loopback
  /// address when the server listens on every address (`0.0.0.0` or `::`).
  public let url: URL
  /// The port the server listens on.
  public let port: UInt16

  private let http: HTTPServer
  private let running: Task<Void, any Error>
  private let sessions: SessionRegistry

  private init(
    http: HTTPServer, running: Task<Void, any Error>, sessions: SessionRegistry, url: URL,
    port: UInt16
  ) {
    self.http = http
    self.running = running
    self.sessions = sessions
    self.url = url
    self.port = port
  }

  /// How many sessions are open: tabs connected, and tabs gone for less than the grace
  /// period, whose page may still resume them.
  public var sessionCount: Int { sessions.count }

  /// Starts a server and returns once it listens.
  ///
  /// - Parameters:
  ///   - address: The IPv4 or IPv6 address to listen on; `127.0.0.1`, this machine only,
  ///     by default.
  ///   - port: The port; 0, the default, lets the system pick a free one.
  ///   - sessionGrace: How long a session outlives its socket, waiting for its page to
  ///     resume it after a reload or a dropped connection; 30 seconds by default.
  ///   - log: Receives a line for each session opened, resumed and ended and each thing
  ///     refused.
  ///   - makeApp: Makes the app of a new session, on that session's UI thread; the
  ///     session keeps what it returns until it ends.
  /// - Returns: The listening server; ``stop()`` it when done.
  /// - Throws: The socket error when the server cannot listen there, or when the page's
  ///   files are missing.
  public static func start(
    address: String = "127.0.0.1", port: UInt16 = 0, sessionGrace: Duration = .seconds(30),
    log: @escaping @Sendable (String) -> Void = { _ in },
    makeApp: @escaping @Sendable (WebSession) -> any Sendable
  ) async throws -> WebServer {
    let sessions = SessionRegistry(grace: sessionGrace, log: log)
    let routes = WebRoutes(
      files: try StaticFiles.bundled(),
      socket: { origin, resumes in
        let socket = SessionSocket(
          sessions: sessions, makeApp: makeApp, log: log, origin: origin, resumes: resumes)
        return WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: socket))
      }, log: log)
    let http =
      address.contains(":")
      ? HTTPServer(
        address: try .inet6(ip6: address, port: port), logger: .disabled, handler: routes)
      : HTTPServer(address: try .inet(ip4: address, port: port), logger: .disabled, handler: routes)
    // On an executor of its own, which the connections' child tasks inherit, so that a
    // starved cooperative pool cannot stall the server.
    let running = Task(executorPreference: ThreadPoolExecutor.web) { try await http.run() }
    do {
      try await listening(http, running: running)
      let port: UInt16
      switch await http.listeningAddress {
      case .ip4(_, let listening), .ip6(_, let listening): port = listening
      default: throw SocketError.unsupportedAddress
      }
      // Every address is no address to open: the loopback one is among them.
      let reachable =
        ServerMessages.isEveryAddress(address)
        ? (address.contains(":") ? "::1" : "127.0.0.1")
        : address
      let host = reachable.contains(":") ? "[\(reachable)]" : reachable
      // A literal scheme, an IP address and a number always make a valid URL.
      let url = URL(string: "http://\(host):\(port)/")!
      return WebServer(http: http, running: running, sessions: sessions, url: url, port: port)
    } catch {
      running.cancel()
      // The reason `run` failed, such as the bind error, says more than the wait's timeout.
      if case .failure(let reason) = await running.result { throw reason }
      throw error
    }
  }

  /// Returns once `http` listens, or throws as soon as `running` fails, such as when the
  /// port is taken: FlyingFox's wait alone would wait out its timeout first.
  private static func listening(
    _ http: HTTPServer, running: Task<Void, any Error>
  ) async throws {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Void, any Error>, Never>) in
      let waiting = Locked<CheckedContinuation<Result<Void, any Error>, Never>?>.make(continuation)
      let finish: @Sendable (Result<Void, any Error>) -> Void = { result in
        let continuation = waiting.withLock { waiting in
          defer { waiting = nil }
          return waiting
        }
        continuation?.resume(returning: result)
      }
      Task(executorPreference: ThreadPoolExecutor.web) {
        do {
          try await http.waitUntilListening(timeout: 5)
          finish(.success(()))
        } catch {
          finish(.failure(error))
        }
      }
      // Waits as long as the server runs, holding nothing but the finished continuation.
      Task(executorPreference: ThreadPoolExecutor.web) {
        if case .failure(let error) = await running.result { finish(.failure(error)) }
      }
    }
    try outcome.get()
  }

  /// Stops listening, closes the connections, ends every session and returns once the
  /// server has stopped. Stopping a stopped server does nothing.
  public func stop() async {
    await http.stop(timeout: 0)
    running.cancel()
    _ = await running.result
    sessions.closeAll()
  }
}
