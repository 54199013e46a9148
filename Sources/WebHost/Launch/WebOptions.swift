import ArgumentParser

/// The options that run an app in a browser instead of the terminal: `--web`, `--port`,
/// `--bind` and `--session-grace`, for an app's command line.
///
/// Include them with `@OptionGroup` beside the terminal's options, and when ``isEnabled``
/// hand them to ``WebServer/run(_:program:makeApp:)``:
///
/// ```text
/// feedback --web                     serve on 127.0.0.1, a port the system picks
/// feedback --web --port 8080         on 127.0.0.1:8080
/// feedback --web --bind 0.0.0.0      on every IPv4 address of this machine
/// feedback --web --session-grace 5   a closed tab's session waits 5 s for a resume
/// ```
public struct WebOptions: ParsableArguments, Sendable {
  /// Whether to run in a browser.
  @Flag(
    name: .long,
    help: "Serve the app to a browser on 127.0.0.1 instead of drawing on this terminal.")
  public var web = false

  /// The port to listen on; `nil` lets the system pick one.
  @Option(
    name: .long,
    help: ArgumentHelp("With --web, listen on <port> (default: a free one).", valueName: "port"))
  public var port: UInt16?

  /// The address to listen on.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --web, listen on <address> rather than 127.0.0.1; 0.0.0.0 lets other machines "
        + "connect.",
      valueName: "address"))
  public var bind: String?

  /// How many seconds a session outlives its tab's socket, for the page to resume it after
  /// a reload or a dropped connection.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --web, keep a session <seconds> after its tab's connection ends, for a reload "
        + "or a reconnect to resume it (default: 30).",
      valueName: "seconds"))
  public var sessionGrace: UInt32?

  /// Options that run in the terminal.
  public init() {}

  /// Whether the app runs in a browser.
  public var isEnabled: Bool { web }

  /// The address the server listens on.
  public var address: String { bind ?? "127.0.0.1" }

  /// How long a session outlives its socket: `--session-grace`, 30 seconds by default.
  public var grace: Duration { .seconds(sessionGrace ?? 30) }

  /// What an app's `--help` says of running in a browser.
  public static let webHelp = """
    --web serves the app to a browser instead of drawing on this terminal: it prints the \
    address to open (http://127.0.0.1 and a free port, or --port's), gives each browser \
    tab its own app and stops on Ctrl-C, with status 130 (143 on SIGTERM). In the \
    browser, Back and Forward go back and forward a page, and a reload or a dropped \
    connection resumes the same session within --session-grace seconds (30). --bind ADDRESS listens on \
    another address, such as 0.0.0.0 for other machines: anyone who reaches it can use \
    the app.
    """

  /// Rejects `--web` together with a key script, which is the terminal's.
  ///
  /// - Parameter scripted: Whether the command line also asks for a key script.
  public func refuse(scripted: Bool) throws {
    if web, scripted {
      throw ValidationError("--script plays keys on the terminal; it does not apply to --web.")
    }
  }

  /// Rejects `--port` and `--bind` without `--web`, and an address that is not an IP
  /// address.
  public func validate() throws {
    guard web else {
      if port != nil || bind != nil || sessionGrace != nil {
        throw ValidationError("--port, --bind and --session-grace only apply to --web.")
      }
      return
    }
    if let bind, !Self.isIPAddress(bind) {
      throw ValidationError(
        "--bind \(bind) is not an IPv4 or IPv6 address, such as 127.0.0.1 or ::1.")
    }
  }

  private static func isIPAddress(_ string: String) -> Bool {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 4 {
      return parts.allSatisfy { part in
        part.count <= 3 && UInt8(part) != nil
      }
    }
    return string.contains(":") && string.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
  }
}
