import ArgumentParser
import Foundation
import Signals

/// The options that serve an inspector of a running app: `--inspect`,
/// `--inspect-values` and `--inspect-port`, for an app's command line, on either host.
///
/// Include them with `@OptionGroup`, and call ``start(program:)`` first in `run()`,
/// before the app builds anything, so that the inspector records all of it:
///
/// ```text
/// profile --inspect                  the app on this terminal, its inspector in a browser
/// profile --web --inspect            the app in a browser, its inspector in another tab
/// profile --inspect --inspect-values the inspector shows values, not only types and counts
/// ```
public struct InspectOptions: ParsableArguments, Sendable {
  /// Whether to serve an inspector.
  @Flag(
    name: .long,
    help: "Serve an inspector of the app's signals on 127.0.0.1, and say where.")
  public var inspect = false

  /// Whether the inspector shows the last value of each node.
  @Flag(
    name: .customLong("inspect-values"),
    help: "With --inspect, show each signal's last value (it may hold your data).")
  public var inspectValues = false

  /// The port the inspector listens on; `nil` lets the system pick one.
  @Option(
    name: .customLong("inspect-port"),
    help: ArgumentHelp(
      "With --inspect, serve the inspector on <port> (default: a free one).",
      valueName: "port"))
  public var inspectPort: UInt16?

  /// Options that serve no inspector.
  public init() {}

  /// What an app's `--help` says of the inspector.
  public static let inspectHelp = """
    --inspect records the app's signals, properties and pipes as it builds them and \
    serves their live graph on 127.0.0.1 (the address is printed on standard error and, \
    on the terminal, shown in the title bar): every node alive, the operators between \
    them, the events through each and how each ended; Graphviz DOT from its page. Values \
    stay hidden unless --inspect-values: they can hold your data.
    """

  /// Rejects `--inspect-values` and `--inspect-port` without `--inspect`.
  public func validate() throws {
    if !inspect, inspectValues || inspectPort != nil {
      throw ValidationError("--inspect-values and --inspect-port only apply to --inspect.")
    }
  }

  /// With `--inspect`, starts an inspector recording for the whole process and serves its
  /// page, and says where on standard error; without it, does nothing.
  ///
  /// A server that cannot start ends the process with status 1, saying why, as the web
  /// host does.
  ///
  /// - Parameter program: The app's name, for messages.
  /// - Returns: The running server, or `nil` without `--inspect`.
  @available(*, noasync, message: "Use Inspector and InspectorServer.start(...) in async code.")
  public func start(program: String) -> InspectorServer? {
    guard inspect else { return nil }
    let log: @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data("\(program): \(line)\n".utf8))
    }
    let inspector = Inspector(showsValues: inspectValues)
    inspector.start()
    let port = inspectPort ?? 0
    let started = WebServer.wait {
      try await InspectorServer.start(inspector: inspector, port: port, log: log)
    }
    switch started {
    case .success(let server):
      log("inspector: \(server.url)")
      return server
    case .failure(let error):
      let reason = ServerMessages.cannotStart(
        error, address: "127.0.0.1", port: port, option: "--inspect-port")
      log("the inspector cannot start: \(reason)")
      Foundation.exit(1)
    }
  }
}
