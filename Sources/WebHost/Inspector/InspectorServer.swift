import Dispatch
import FlyingFox
import Foundation
import Signals

/// Serves an `Inspector`'s page on this machine: the graph of the running app, live, in
/// any browser — what an app's `--inspect` starts.
///
/// It listens on 127.0.0.1 only, whatever the app itself listens on, and takes a
/// WebSocket only from its own page's origin. The page shows every node the inspector
/// recorded and still alive, laid out in layers from the sources on the left, with each
/// node's kind, label, events and state, and updates as the graph changes; a node's
/// details ask the server where it was made. `/graph.dot` gives the graph as Graphviz DOT,
/// and `/commands.json` the app's command log, once the app offers one
/// (``offerCommandLog(_:)``).
///
/// ```swift
/// // partial: needs a running event loop and network access
/// let inspector = Inspector()
/// inspector.start()
/// let server = try await InspectorServer.start(inspector: inspector)
/// print(server.url)  // Prints "http://127.0.0.1:40124/", the port the system chose
/// await server.stop()
/// ```
///
/// > Note: A value's description is shown only when the inspector was made with
/// > `showsValues`: values can hold a user's data. Otherwise the page shows types and
/// > counts.
public final class InspectorServer: Sendable {
  /// The address of the inspector's page, such as `http://127.0.0.1:40124/`.
  public let url: URL
  /// The port the server listens on.
  public let port: UInt16
  /// The inspector whose graph the page shows.
  public let inspector: Inspector

  private let listening: Listening
  private let commandLog: CommandLogOffer

  private init(inspector: Inspector, listening: Listening, commandLog: CommandLogOffer) {
    self.inspector = inspector
    self.listening = listening
    self.commandLog = commandLog
    url = listening.url
    port = listening.port
  }

  /// How often the server checks the graph for changes to send to the page.
  public static let refreshPeriod = Duration.milliseconds(500)

  /// Starts serving `inspector`'s page on 127.0.0.1 and returns once the server listens.
  ///
  /// - Parameters:
  ///   - inspector: The inspector whose graph the page shows; start it before the app
  ///     builds what it should show.
  ///   - port: The port; 0, the default, lets the system pick a free one.
  ///   - log: Receives a line for each thing refused.
  /// - Returns: The listening server; ``stop()`` it when done.
  /// - Throws: The socket error when the server cannot listen there, or when the page's
  ///   files are missing.
  public static func start(
    inspector: Inspector, port: UInt16 = 0,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> InspectorServer {
    try await start(
      inspector: inspector, port: port, period: refreshPeriod,
      scheduler: QueueScheduler(queue: DispatchQueue(label: "InspectorServer")), log: log)
  }

  /// Starts a server whose graph checks and time limits run on `scheduler`, as a test's
  /// virtual time.
  static func start(
    inspector: Inspector, port: UInt16, period: Duration, scheduler: any DateScheduler,
    log: @escaping @Sendable (String) -> Void
  ) async throws -> InspectorServer {
    let commandLog = CommandLogOffer()
    let routes = InspectorRoutes(
      files: try StaticFiles.inspector(), inspector: inspector, commandLog: commandLog,
      socket: {
        let socket = InspectorSocket(
          inspector: inspector, commandLog: commandLog, scheduler: scheduler, period: period,
          log: log)
        return WebSocketHTTPHandler(handler: SessionUpgrade(endpoint: socket, resumes: false))
      }, log: log)
    let listening = try await Listening.start(
      address: "127.0.0.1", port: port, routes: routes, timeout: WebServer.requestTimeout,
      scheduler: scheduler, executor: .web, log: log)
    return InspectorServer(inspector: inspector, listening: listening, commandLog: commandLog)
  }

  /// Offers the app's command log on the inspector's page: a "Save command log" link
  /// that downloads, from `/commands.json`, the JSON `jsonData` writes when asked.
  ///
  /// Hand it the log an app's `--record` saves, and a user saves the session so far from
  /// the inspector while the app runs, to replay it with `--replay`: one log for both.
  /// Offering another log replaces the one offered before.
  ///
  /// ```swift
  /// // partial: `server` is running, `users` is an interactor with Codable commands
  /// let recorder = CommandLog.Recorder(users, clock: QueueScheduler.main)
  /// server.offerCommandLog { try recorder.log.jsonData() }
  /// ```
  ///
  /// - Parameter jsonData: Writes the log as it is now; called on the server's threads,
  ///   once for each download. An error it throws answers the download with a 500.
  public func offerCommandLog(_ jsonData: @escaping @Sendable () throws -> Data) {
    commandLog.offer(jsonData)
  }

  /// Stops listening, closes the pages' connections and returns once the server has
  /// stopped. Stopping a stopped server does nothing.
  public func stop() async {
    await listening.stop()
  }
}
