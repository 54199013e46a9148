import Foundation
import Testing

/// The character finder on a real terminal, as a user meets it.
@Suite(.serialized) struct SearchEndToEndTests {
  private let search: String

  init() throws {
    search = try Executables.path("search")
  }

  @Test func typingSnowmanThenEnterPrintsTheSnowman() async throws {
    let (results, exit) = try await session { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("snowman")
      let results = try app.waitForScreen(showing: "☃  U+2603  SNOWMAN", "matches")
      app.press("Enter")
      return (results, try app.waitForExit())
    }
    #expect(results.contains("snowman"))
    #expect(exit.status == 0)
    #expect(exit.screen.split(separator: "\n").contains("☃"))
  }

  // The host reads bytes with wgetch and puts UTF-8 together itself (see KeyDecoder): on a
  // real terminal the bytes arrive whole, 8 bits each.
  @Test func typedUTF8TextReachesTheField() async throws {
    let (screen, exit) = try await session { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("café ☃ x")
      let screen = try app.waitForScreen(showing: "Search: [café ☃ x")
      app.press("Escape")
      return (screen, try app.waitForExit())
    }
    #expect(screen.contains("café ☃ x"))
    #expect(exit.status == 1)
  }

  @Test func printCodepointPrintsTheCodePoint() async throws {
    let exit = try await session(["--print", "codepoint"]) { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("snowman")
      try app.waitForScreen(showing: "☃  U+2603  SNOWMAN")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    #expect(exit.screen.split(separator: "\n").contains("U+2603"))
  }

  @Test func downThenEnterPicksTheResultSelected() async throws {
    let exit = try await session(["--print", "name"]) { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("greek small alpha")
      try app.waitForScreen(showing: "U+03B1  GREEK SMALL LETTER ALPHA")
      app.press("Down", "Down")
      try app.waitForScreen(showing: "›")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    let printed = exit.screen.split(separator: "\n").filter { $0.hasPrefix("GREEK") }
    #expect(printed.count == 1)
    #expect(printed.first != "GREEK SMALL LETTER ALPHA")
  }

  @Test func upFromTheFirstResultReturnsToTheFieldWhereTypingGoesOn() async throws {
    let exit = try await session { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("snowma")
      try app.waitForScreen(showing: "U+2603  SNOWMAN")
      app.press("Down")
      try app.waitForScreen(showing: "› ☃")
      app.press("Up")
      try app.waitForScreen(showing: "› Search:")
      app.type("n without")
      try app.waitForScreen(showing: "snowman without", "SNOWMAN WITHOUT SNOW")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    #expect(exit.screen.split(separator: "\n").contains("⛄"))
  }

  @Test func typingWithAResultFocusedStillEditsTheQuery() async throws {
    let exit = try await session { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("snowma")
      try app.waitForScreen(showing: "U+2603  SNOWMAN")
      app.press("Down")
      try app.waitForScreen(showing: "› ☃")
      app.type("n without q")  // q is a letter of the query, not "quit"
      try app.waitForScreen(showing: "› Search: [snowman without q", "No character")
      app.press("BSpace", "BSpace")
      try app.waitForScreen(showing: "SNOWMAN WITHOUT SNOW")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    #expect(exit.screen.split(separator: "\n").contains("⛄"))
  }

  @Test func escapeQuitsWithStatusOneAndPrintsNothing() async throws {
    let exit = try await session { app in
      try app.waitForScreen(showing: "Search Unicode")
      app.type("snowq")
      try app.waitForScreen(showing: "snowq")
      app.press("Escape")
      return try app.waitForExit()
    }
    #expect(exit.status == 1)
    #expect(!exit.screen.contains("☃"))
  }

  /// Runs `search` with `arguments` in tmux, and returns what `body` saw.
  private func session<Seen>(
    _ arguments: [String] = [], _ body: (TmuxSession) throws -> Seen
  ) async throws -> Seen {
    try await TmuxSession.run(search, arguments, body)
  }
}
