import Foundation

/// An app running on a real terminal: a detached tmux session of its own, on a socket of
/// its own, so tests run side by side and never touch the user's tmux.
///
/// ```swift
/// try await TmuxSession.run(feedback) { app in
///   try app.waitForScreen { $0.contains("leave feedback") }
///   app.press("Down", "Enter")
/// }
/// ```
///
/// After the app exits, the terminal stays open with "[exit STATUS]" under what the app
/// printed, so a test reads the status and the state the app left the terminal in. The
/// server is always killed at the end.
final class TmuxSession {
  /// How often the pane is read while waiting.
  static let pollInterval: TimeInterval = 0.05
  /// How long to wait for a screen before giving up: a bound for a failure, never a
  /// measure of speed. Generous, because under AddressSanitizer, beside the rest of the
  /// suite, `search` once took more than 15 s to index on this 2-core machine, and
  /// `music --web` once took more than 60 s to exit after Ctrl-C (39 s in a run here).
  static let timeout: TimeInterval = 180

  /// Where tmux is: the first `tmux` on the `PATH`.
  private static let tmuxPath: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let candidates = path.split(separator: ":").map { "\($0)/tmux" }
    return candidates.first(where: FileManager.default.isExecutableFile) ?? "/usr/bin/tmux"
  }()

  /// The server's socket: a file of this session's own, removed with the server.
  private let socket = FileManager.default.temporaryDirectory
    .appendingPathComponent("signals-e2e-\(UUID().uuidString.prefix(13)).tmux").path

  /// Runs `body` with `executable` started in a session of `columns` × `rows`, then kills
  /// the session whatever happened.
  ///
  /// All of it runs on a thread of its own (see ``blocking(_:)``): waiting for a screen
  /// sleeps.
  ///
  /// - Parameters:
  ///   - environment: Changes to the app's environment; a `nil` value unsets the variable.
  static func run<Result>(
    _ executable: String, _ arguments: [String] = [], columns: Int = 80, rows: Int = 24,
    environment: [String: String?] = [:], _ body: (TmuxSession) throws -> Result
  ) async throws -> Result {
    try await blocking {
      let session = TmuxSession()
      defer { session.kill() }
      try session.start(
        executable, arguments, columns: columns, rows: rows, environment: environment)
      return try body(session)
    }
  }

  private init() {}

  private func start(
    _ executable: String, _ arguments: [String], columns: Int, rows: Int,
    environment: [String: String?]
  ) throws {
    let changes = environment.sorted { $0.key < $1.key }.flatMap { name, value in
      value.map { ["\(name)=\($0)"] } ?? ["-u", name]
    }
    // bash runs the app, then reports its exit status and keeps the terminal open, so the
    // test reads the status and the state the app left the terminal in. (bash, because a
    // shell that Ctrl-C killed along with the app could not report.) Its SIGINT is
    // trapped: a shell that sees its child end by SIGINT, as the apps do on Ctrl-C, ends
    // itself too unless it handles SIGINT, and the app still gets the default disposition.
    let wrapper = #"trap : INT; "$@"; echo "[exit $?]"; read -r _"#
    let command =
      (["exec", "env"] + changes + ["/bin/bash", "-c", wrapper, "bash", executable]
      + arguments).map(quoted)
    // Options first, in the same server, so they hold from the app's first byte.
    try tmux(
      "-f", "/dev/null", "start-server", ";", "set", "-g", "status", "off", ";",
      "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)",
      command.joined(separator: " "))
  }

  /// Presses keys by tmux's names: `Down`, `Enter`, `Escape`, `BSpace`, `BTab`, `C-c`, or
  /// a single character.
  func press(_ keys: String...) {
    _ = try? tmux(["send-keys", "-t", "app"] + keys)
  }

  /// Presses `key` `times` times in a row.
  func press(_ key: String, times: Int) {
    _ = try? tmux("send-keys", "-t", "app", "-N", "\(times)", key)
  }

  /// Types `text` as it is.
  func type(_ text: String) {
    _ = try? tmux("send-keys", "-t", "app", "-l", text)
  }

  /// Pastes `text` as a terminal does: bracketed, when the app asked for that.
  func paste(_ text: String) throws {
    try tmux("set-buffer", "--", text)
    try tmux("paste-buffer", "-p", "-d", "-t", "app")
  }

  /// Changes the size of the terminal.
  func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)")
  }

  /// What the screen shows now, line by line, without trailing spaces.
  func screen() -> String {
    (try? tmux("capture-pane", "-p", "-t", "app").output) ?? ""
  }

  /// A tmux format about the pane, such as `#{alternate_on}`.
  func pane(_ format: String) -> String {
    let output = (try? tmux("display-message", "-p", "-t", "app", format).output) ?? ""
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until the screen satisfies `condition` and has settled, reading it every
  /// ``pollInterval``.
  ///
  /// The screen must read the same twice in a row: the terminal may show a frame the app
  /// is still writing (under a sanitizer, for a while), and a test that asserts on such a
  /// half-drawn frame fails by chance.
  ///
  /// - Returns: The screen that satisfied it.
  /// - Throws: After ``timeout``, an error showing the last screen.
  @discardableResult
  func waitForScreen(
    _ what: String = "the expected screen", until condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(Self.timeout)
    var previous: String?
    var last = screen()
    while !condition(last) || last != previous {
      guard Date() < deadline else {
        throw EndToEndError("gave up waiting for \(what); the screen shows:\n\(last)")
      }
      Thread.sleep(forTimeInterval: Self.pollInterval)
      previous = last
      last = screen()
    }
    return last
  }

  /// Waits until the screen shows every one of `texts`.
  @discardableResult
  func waitForScreen(showing texts: String...) throws -> String {
    try waitForScreen("\(texts)") { screen in texts.allSatisfy(screen.contains) }
  }

  /// Waits until the app has exited.
  ///
  /// - Returns: Its exit status (128 plus the signal that killed it), and everything the
  ///   terminal shows, scrollback included, without the status line.
  func waitForExit() throws -> (status: Int32, screen: String) {
    let screen = try waitForScreen("the app to exit") { $0.contains("[exit ") }
    let report = screen[screen.range(of: "[exit ")!.upperBound...].prefix { $0.isNumber }
    let all = (try? tmux("capture-pane", "-p", "-S", "-", "-t", "app").output) ?? screen
    return (Int32(report) ?? -1, all.replacingOccurrences(of: "[exit \(report)]", with: ""))
  }

  /// The app's process ID: the child of the shell that runs it.
  func appProcessID() throws -> pid_t {
    let shell = pane("#{pane_pid}")
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let pid = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
      throw EndToEndError("the app is not running; the screen shows:\n\(screen())")
    }
    return pid
  }

  private func kill() {
    _ = try? tmux("kill-server")
    try? FileManager.default.removeItem(atPath: socket)
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> Command.Result {
    try tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> Command.Result {
    let result = try Command.runHere(Self.tmuxPath, ["-S", socket] + arguments)
    guard result.status == 0 else {
      throw EndToEndError("tmux \(arguments.joined(separator: " ")) failed: \(result.error)")
    }
    return result
  }

  private func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
