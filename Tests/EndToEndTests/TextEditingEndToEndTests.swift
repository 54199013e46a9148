import Testing

/// The search field edits as a line on a real terminal: a bracketed paste is one edit, and
/// the cursor and word keys edit in the middle of the text.
@Suite(.serialized) struct TextEditingEndToEndTests {
  private let search: String

  init() throws {
    search = try Executables.path("search")
  }

  @Test func aPasteThenEditingKeysEditTheQueryWhereTheCursorIs() async throws {
    let exit = try await TmuxSession.run(search) { app in
      try app.waitForScreen(showing: "Search: [")
      try app.paste("snow man")
      try app.waitForScreen(showing: "[snow man", "SNOWMAN")
      // Ctrl-W with the cursor before "man" deletes "snow ".
      app.press("Left", "Left", "Left", "C-w")
      try app.waitForScreen(showing: "[man ")
      app.press("End", "C-u")
      try app.waitForScreen("the query cleared") { screen in
        screen.contains("Search: [ ") && !screen.contains("[man")
      }
      app.press("C-c")
      return try app.waitForExit()
    }
    #expect(exit.status == 130, "the terminal shows:\n\(exit.screen)")
  }
}
