import Testing

/// What the apps do where they cannot draw: a clear message and a non-zero exit, never a
/// garbled screen.
@Suite struct BadEnvironmentTests {
  @Test(arguments: ["feedback", "music"])
  func redirectedStreamsWithoutAControllingTerminalAreRefused(app: String) async throws {
    let result = try await Command.run(try Executables.path(app), detached: true)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("\(app): there is no terminal to draw on"))
    #expect(result.error.contains("--script FILE"))
    #expect(result.error.hasSuffix(".\n"))
  }

  @Test func anUnsetTerminalTypeIsRefused() async throws {
    try await TmuxSession.run(try Executables.path("feedback"), environment: ["TERM": nil]) { app in
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(exit.screen.hasPrefix("feedback: TERM is not set"))
      #expect(app.pane("#{alternate_on}") == "0")
    }
  }

  @Test func anUnknownTerminalTypeIsRefusedByName() async throws {
    let music = try Executables.path("music")
    try await TmuxSession.run(music, environment: ["TERM": "no-such-term"]) { app in
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(
        exit.screen.hasPrefix("music: the terminal type \"no-such-term\" (from TERM) is unknown"))
      #expect(app.pane("#{alternate_on}") == "0")
    }
  }

  @Test(arguments: ["feedback", "music"])
  func aTerminalThatCannotMoveTheCursorIsRefusedByName(app: String) async throws {
    try await TmuxSession.run(try Executables.path(app), environment: ["TERM": "dumb"]) { session in
      let exit = try session.waitForExit()
      #expect(exit.status == 1)
      #expect(
        exit.screen.hasPrefix("\(app): the terminal type \"dumb\" (from TERM) cannot be drawn on"))
      // The message wraps at the pane's edge.
      #expect(exit.screen.split(separator: "\n").joined().contains("TERM=xterm-256color"))
    }
  }

  @Test func aWrongCommandLinePrintsTheErrorAndTheUsageWithStatus64() async throws {
    let result = try await Command.run(try Executables.path("music"), ["--bogus"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("Error: Unknown option '--bogus'\nUsage: music "))
    #expect(result.error.hasSuffix("\n"))
  }

  @Test(arguments: ["feedback", "music"])
  func aScriptSizeBelowTheMinimumIsRejectedWithTheMinimum(app: String) async throws {
    let result = try await Command.run(
      try Executables.path(app), ["--script", "-", "--size", "30x8"], input: "q\n")
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.error.hasPrefix(
        "Error: --size 30x8 is too small: a screen needs at least 40x10 (columns x rows).\n"))
  }

  @Test(arguments: [
    (
      "feedback", "OVERVIEW: Leave feedback on a movie",
      "prints the feedback left", "0    quit; the feedback was printed"
    ),
    (
      "music", "OVERVIEW: Choose an album", "prints the album's name",
      "1    quit without choosing an album"
    ),
  ])
  func helpSaysWhatTheAppDoesItsKeysWhatItPrintsAndItsExitStatuses(
    app: String, overview: String, prints: String, status: String
  ) async throws {
    let result = try await Command.run(try Executables.path(app), ["--help"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    // ArgumentParser wraps the discussion where it likes: compare words, not lines.
    let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.hasPrefix(overview))
    for text in [
      "USAGE: \(app) [--script <file>] [--size <columnsxrows>] [--no-mouse]",
      "Keys: arrows or j/k move", "q quits", "--no-mouse", prints, status,
      "64 a wrong command line", "130 interrupted", "--size <columnsxrows>", "text:WORDS",
    ] {
      let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(help.contains(words), "\(app) --help lacks \(text)")
    }
  }
}
