import Dispatch
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
/// > changes nothing; the session and the server go on. A connection whose request head,
/// > or whose resume, does not come whole within 10 seconds is closed and logged, as is
/// > one that does not answer a WebSocket close within 5, and one that stops reading while
/// > more than 1 MiB waits for it; one idle between requests, as browsers keep theirs, is
/// > closed after 10 seconds without a word.
public final class WebServer: Sendable {
  /// The address to open in a browser, such as `http://127.0.0.1:40123/`: the loopback
  /// address when the server listens on every address (`0.0.0.0` or `::`).
  public let url: URL
  /// The port the server listens on.
  public let port: UInt16

  private let listening: Listening
  private let sessions: SessionRegistry

  private init(listening: Listening, sessions: SessionRegistry) {
    self.listening = listening
    self.sessions = sessions
    self.url = listening.url
    self.port = listening.port
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
    try await start(
      address: address, port: port, sessionGrace: sessionGrace, requestTimeout: requestTimeout,
      scheduler: QueueScheduler(queue: DispatchQueue(label: "WebServer time limits")),
      log: log, makeApp: makeApp)
  }

  /// How long a client has to send a request's head, and a resuming page its resume: a
  /// connection that waits longer for either is shut and logged, so that clients that
  /// send slowly or not at all cannot hold the server's sockets.
  static let requestTimeout = Duration.seconds(10)

  /// Starts a server whose grace periods and time limits run on `scheduler`, as a test's
  /// virtual time, and which lets `outgoingLimit` bytes wait for a browser.
  static func start(
    address: String = "127.0.0.1", port: UInt16 = 0, sessionGrace: Duration,
    requestTimeout: Duration, scheduler: any DateScheduler, outgoingLimit: Int = Outbox.limit,
    log: @escaping @Sendable (String) -> Void,
    makeApp: @escaping @Sendable (WebSession) -> any Sendable
  ) async throws -> WebServer {
    let sessions = SessionRegistry(grace: sessionGrace, scheduler: scheduler, log: log)
    let routes = WebRoutes(
      files: try StaticFiles.bundled(),
      socket: { origin, resumes in
        let socket = SessionSocket(
          sessions: sessions, makeApp: makeApp, log: log, origin: origin, resumes: resumes)
        return WebSocketHTTPHandler(
          handler: SessionUpgrade(
            endpoint: socket, resumes: resumes, outgoingLimit: outgoingLimit))
      }, log: log)
    let listening = try await Listening.start(
      address: address, port: port, routes: routes, timeout: requestTimeout,
      scheduler: scheduler, executor: .web, log: log)
    return WebServer(listening: listening, sessions: sessions)
  }

  /// Stops listening, closes the connections, ends every session and returns once the
  /// server has stopped. Stopping a stopped server does nothing.
  public func stop() async {
    await listening.stop()
    sessions.closeAll()
  }
}
