import Testing

/// The terminal host's UI loop runs on the main thread and services the main queue, so
/// code written for a UI toolkit's main thread runs unchanged on it.
@Suite struct MainThreadTests {
  let probe: String

  init() throws {
    probe = try Executables.path("HostProbe")
  }

  @Test func mainThreadWorkFromAnotherThreadRunsOnTheHostsMainThreadLoop() throws {
    try TmuxSession.run(probe) { app in
      let screen = try app.waitForScreen("every line reported") { !$0.contains("waiting") }
      for way in ["MainScheduler", "DispatchQueue.main", "@MainActor task", "host.scheduler"] {
        #expect(screen.contains("\(way): ran on the main thread"))
      }
      app.press("q")
      #expect(try app.waitForExit().status == 0)
    }
  }
}
