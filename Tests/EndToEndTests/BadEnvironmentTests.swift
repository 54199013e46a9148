import Testing

/// What the apps do where they cannot draw: a clear message and a non-zero exit, never a
/// garbled screen.
@Suite struct BadEnvironmentTests {
  @Test(arguments: ["feedback", "music"])
  func redirectedStreamsWithoutAControllingTerminalAreRefused(app: String) throws {
    let result = try Command.run(try Executables.path(app), detached: true)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("\(app): there is no terminal to draw on"))
    #expect(result.error.contains("--script FILE"))
    #expect(result.error.hasSuffix(".\n"))
  }

  @Test func anUnsetTerminalTypeIsRefused() throws {
    try TmuxSession.run(try Executables.path("feedback"), environment: ["TERM": nil]) { app in
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(exit.screen.hasPrefix("feedback: TERM is not set"))
      #expect(app.pane("#{alternate_on}") == "0")
    }
  }

  @Test func anUnknownTerminalTypeIsRefusedByName() throws {
    try TmuxSession.run(try Executables.path("music"), environment: ["TERM": "no-such-term"]) {
      app in
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(
        exit.screen.hasPrefix("music: the terminal type \"no-such-term\" (from TERM) is unknown"))
      #expect(app.pane("#{alternate_on}") == "0")
    }
  }

  @Test(arguments: ["feedback", "music"])
  func aTerminalThatCannotMoveTheCursorIsRefusedByName(app: String) throws {
    try TmuxSession.run(try Executables.path(app), environment: ["TERM": "dumb"]) { session in
      let exit = try session.waitForExit()
      #expect(exit.status == 1)
      #expect(
        exit.screen.hasPrefix("\(app): the terminal type \"dumb\" (from TERM) cannot be drawn on"))
      // The message wraps at the pane's edge.
      #expect(exit.screen.split(separator: "\n").joined().contains("TERM=xterm-256color"))
    }
  }

  @Test func aWrongCommandLinePrintsTheUsage() throws {
    let result = try Command.run(try Executables.path("music"), ["--bogus"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("music: unknown argument \"--bogus\"\n\nusage: music "))
  }

  @Test func helpPrintsTheUsageAndSucceeds() throws {
    let result = try Command.run(try Executables.path("feedback"), ["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: feedback [--script FILE|- [--size COLUMNSxROWS]]"))
  }
}
