import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end and keeps what it printed: how the tests drive tmux and run
/// the apps without a terminal.
///
/// It spawns with `posix_spawn` and waits for that one process, rather than using
/// Foundation's `Process`, which waits for every holder of a descriptor it hands the child
/// to close it: a tmux client that starts a server would never be seen to end. The child
/// starts with no signal blocked and every signal at its default, whatever the test
/// runner's threads had, so tmux can reap its panes.
enum Command {
  /// What a finished program left behind.
  struct Result {
    /// Its exit status, or 128 plus the signal that ended it.
    var status: Int32
    /// What it wrote on standard output.
    var output: String
    /// What it wrote on standard error.
    var error: String

    /// What it wrote on standard error, less the table LeakSanitizer adds at exit when a
    /// suppression matched (`swift test --sanitize=address` builds the apps with it): the
    /// program's own messages.
    var messages: String {
      let rule = String(repeating: "-", count: 53) + "\n"
      guard let start = error.range(of: rule + "Suppressions used:"),
        let end = error.range(of: rule, range: start.upperBound..<error.endIndex)
      else { return error }
      var rest = error[end.upperBound...]
      if rest.first == "\n" { rest = rest.dropFirst() }
      return String(error[..<start.lowerBound] + rest)
    }
  }

  /// Runs `executable` with `arguments`, feeding it `input`, and waits for it to end, on a
  /// thread of its own (see ``blocking(_:)``).
  ///
  /// - Parameters:
  ///   - environment: Changes to this process's environment: a `nil` value removes the
  ///     variable.
  ///   - detached: Starts the program in a session of its own, without a controlling
  ///     terminal, as a daemon or a CI job without a terminal runs it.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String] = [], input: String = "",
    environment: [String: String?] = [:], detached: Bool = false
  ) async throws -> Result {
    try await blocking {
      try runHere(
        executable, arguments, input: input, environment: environment, detached: detached)
    }
  }

  /// Runs `executable` as ``run(_:_:input:environment:detached:)`` does, waiting on the
  /// calling thread: for code already on a thread of its own, such as a tmux session's.
  ///
  /// - Parameters:
  ///   - environment: Changes to this process's environment: a `nil` value removes the
  ///     variable.
  ///   - detached: Starts the program in a session of its own, without a controlling
  ///     terminal, as a daemon or a CI job without a terminal runs it.
  @discardableResult
  static func runHere(
    _ executable: String, _ arguments: [String] = [], input: String = "",
    environment: [String: String?] = [:], detached: Bool = false
  ) throws -> Result {
    let files = try TemporaryFiles(input: input)
    defer { files.remove() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, files.input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, files.output, O_WRONLY | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, files.error, O_WRONLY | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    // POSIX_SPAWN_SETSID, which the Glibc module does not export (it needs _GNU_SOURCE).
    let session: Int32 = detached ? 0x80 : 0
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | session))

    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }

    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw EndToEndError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return Result(
      status: Self.exitStatus(status),
      output: try String(contentsOfFile: files.output, encoding: .utf8),
      error: try String(contentsOfFile: files.error, encoding: .utf8))
  }

  /// The exit status in `waitpid`'s `status`, or 128 plus the signal that ended it.
  private static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

/// Files for a program's standard input, output and error.
private struct TemporaryFiles {
  let input: String
  let output: String
  let error: String

  init(input text: String) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("signals-e2e-\(UUID().uuidString)").path
    (input, output, error) = (base + ".in", base + ".out", base + ".err")
    for (path, contents) in [(input, text), (output, ""), (error, "")] {
      guard FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) else {
        throw EndToEndError("cannot create \(path)")
      }
    }
  }

  func remove() {
    for path in [input, output, error] { try? FileManager.default.removeItem(atPath: path) }
  }
}
