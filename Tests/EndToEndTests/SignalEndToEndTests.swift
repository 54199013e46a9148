import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every signal that ends an app: the terminal is given back first, then the process ends
/// by the signal, with status 128 + its number.
@Suite(.serialized) struct SignalEndToEndTests {
  private let music: String

  init() throws {
    music = try Executables.path("music")
  }

  /// In CI's AddressSanitizer run the app must meet the signal itself, not ASan's
  /// report-and-exit handlers; elsewhere `ASAN_OPTIONS` is ignored. The Swift runtime's
  /// backtracer stays as a user has it: it once kept the process alive after a SIGSEGV
  /// that another process sent, and printed over the screen on SIGQUIT.
  private static let environment: [String: String?] = {
    let asanOptions = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    let handlers = "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0"
    return ["ASAN_OPTIONS": asanOptions + handlers]
  }()

  @Test(arguments: [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTERM, SIGHUP])
  func aSignalFromAnotherProcessRestoresTheTerminalThenEndsByIt(signal: Int32) async throws {
    try await TmuxSession.run(music, environment: Self.environment) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      kill(try app.appProcessID(), signal)
      try expectRestoredAndEnded(app, by: signal)
    }
  }

  @Test func ctrlBackslashRestoresTheTerminalThenQuits() async throws {
    try await TmuxSession.run(music, environment: Self.environment) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      app.press("C-\\")
      try expectRestoredAndEnded(app, by: SIGQUIT)
    }
  }

  /// Expects the app to have ended by `signal`, leaving the terminal as the shell needs
  /// it: the normal screen, a visible cursor, canonical mode with echo, no app text.
  private func expectRestoredAndEnded(_ app: TmuxSession, by signal: Int32) throws {
    let exit = try app.waitForExit()
    // 128 + the signal, or ThreadSanitizer's own status when it reports a crash signal.
    let crash = ![SIGTERM, SIGHUP].contains(signal)
    #expect(
      exit.status == 128 + signal || (crash && exit.status == 66),
      "signal \(signal); the terminal shows:\n\(exit.screen)")
    #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    #expect(!exit.screen.contains("Aphex Twin"), "\(exit.screen)")
    let modes = try Command.runHere("/bin/stty", ["-a", "-F", app.pane("#{pane_tty}")]).output
    let flags = Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
    #expect(flags.isSuperset(of: ["icanon", "echo", "isig"]), "stty -a says:\n\(modes)")
    // The shell's `read` waits on the restored terminal: what is typed is echoed.
    app.type("typed after the signal")
    try app.waitForScreen(showing: "typed after the signal")
  }
}
