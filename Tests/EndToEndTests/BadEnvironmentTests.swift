import Testing

/// What the apps do where they cannot draw: a clear message and a non-zero exit, never a
/// garbled screen.
@Suite struct BadEnvironmentTests {
  @Test(arguments: ["feedback", "music"])
  func standardInputThatIsNotATerminalIsRefused(app: String) throws {
    let result = try Command.run(try Executables.path(app))
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error.hasPrefix(
        "\(app): standard input is not a terminal, so there is no keyboard to read."))
    #expect(result.error.contains("--script FILE"))
  }

  @Test func standardOutputThatIsNotATerminalIsRefused() throws {
    let feedback = try Executables.path("feedback")
    try TmuxSession.run("/bin/sh", ["-c", "\"$0\" > /dev/null", feedback]) { app in
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(exit.screen.contains("feedback: standard output is not a terminal"))
      #expect(app.pane("#{alternate_on}") == "0")
    }
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
