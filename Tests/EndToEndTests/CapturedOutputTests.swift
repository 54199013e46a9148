import Testing

/// The apps with standard output captured or standard input redirected, as a script uses
/// them: the screen and the keys move to the controlling terminal, and only what the app
/// prints on exit reaches the capture.
@Suite struct CapturedOutputTests {
  /// Runs `app` in a shell as `out=$(app)`, then shows what was captured as
  /// "[captured STATUS] OUTPUT".
  private func capturing(
    _ app: String, _ body: (TmuxSession) throws -> Void
  ) async throws {
    let script = #"out=$("$0"); echo "[captured $?] $out""#
    try await TmuxSession.run("/bin/bash", ["-c", script, try Executables.path(app)], body)
  }

  @Test func musicDrawsOnTheTerminalAndPrintsTheAlbumIntoTheCapture() async throws {
    try await capturing("music") { app in
      try app.waitForScreen(showing: "Artists", "› Aphex Twin")
      #expect(app.pane("#{alternate_on}") == "1")
      app.press("Enter")
      try app.waitForScreen(showing: "› Selected Ambient Works 85–92")
      app.press("Enter")
      let exit = try app.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("[captured 0] Selected Ambient Works 85–92"))
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test func feedbackDrawsOnTheTerminalAndPrintsTheFeedbackIntoTheCapture() async throws {
    try await capturing("feedback") { app in
      try app.waitForScreen(showing: "[ leave feedback ]")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "› [ good ]")
      app.press("Enter")
      try app.waitForScreen(showing: "Thank you")
      app.press("Enter")
      try app.waitForScreen("the alert to close") { !$0.contains("Thank you") }
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.screen.contains("[captured 0] good"))
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test(arguments: ["feedback", "music"])
  func keysComeFromTheTerminalWhenStandardInputIsRedirected(app: String) async throws {
    let script = #""$0" < /dev/null > /dev/null; echo "[redirected $?]""#
    try await TmuxSession.run("/bin/bash", ["-c", script, try Executables.path(app)]) { session in
      try session.waitForScreen(showing: "q quit")
      session.press("q")
      let exit = try session.waitForExit()
      let status = app == "music" ? 1 : 0  // music quit without choosing an album
      #expect(exit.screen.contains("[redirected \(status)]"))
      #expect(session.pane("#{alternate_on}") == "0")
    }
  }
}
