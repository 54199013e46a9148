import Testing

/// The terminal host's UI loop runs on the main thread and services the main queue, so
/// code written for a UI toolkit's main thread runs unchanged on it.
@Suite struct MainThreadTests {
  let probe: String

  init() throws {
    probe = try Executables.path("HostProbe")
  }

  @Test func mainThreadWorkFromAnotherThreadRunsOnTheHostsMainThreadLoop() async throws {
    try await TmuxSession.run(probe) { app in
      let ways = ["MainScheduler", "DispatchQueue.main", "@MainActor task", "host.scheduler"]
      let screen = try app.waitForScreen("every line reported") { screen in
        ways.allSatisfy { screen.contains("\($0): ran on the") }
      }
      for way in ways {
        #expect(screen.contains("\(way): ran on the main thread"))
      }
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
    }
  }
}
