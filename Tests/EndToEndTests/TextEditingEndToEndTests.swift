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

  // Under tmux's TERM, tmux-256color, ncurses decodes the modified arrows into codes of its
  // own, which the host looks up by terminfo capability (kLFT5, kRIT5, kLFT3, kRIT3):
  // without the look-up this case failed. screen's terminfo lists none of them, so the
  // host reads tmux's xterm sequences itself.
  @Test(arguments: [nil, "screen"])
  func ctrlAndAltArrowsJumpAWordInTheQuery(term: String?) async throws {
    let environment: [String: String?] = term.map { ["TERM": $0] } ?? [:]
    let exit = try await TmuxSession.run(search, environment: environment) { app in
      try app.waitForScreen(showing: "Search: [")
      try app.paste("snow man")
      try app.waitForScreen(showing: "[snow man")
      app.press("C-Left")
      app.type("x")
      try app.waitForScreen(showing: "[snow xman")
      app.press("M-Left", "M-Left")
      app.type("y")
      try app.waitForScreen(showing: "[ysnow xman")
      app.press("C-Right")
      app.type("z")
      try app.waitForScreen(showing: "[ysnowz xman")
      app.press("M-Right")
      app.type("w")
      try app.waitForScreen(showing: "[ysnowz xmanw")
      app.press("C-c")
      return try app.waitForExit()
    }
    #expect(exit.status == 130, "the terminal shows:\n\(exit.screen)")
  }

  // Alt-Backspace is Escape and DEL, and DEL is terminfo's Backspace (kbs=^?) under
  // tmux-256color, screen and xterm-256color alike: ncurses decoded it into KEY_BACKSPACE
  // after the Escape, and the search app quit on the Escape.
  @Test(arguments: [nil, "screen", "xterm-256color"])
  func altBackspaceDeletesTheWordBeforeTheCursor(term: String?) async throws {
    let environment: [String: String?] = term.map { ["TERM": $0] } ?? [:]
    let exit = try await TmuxSession.run(search, environment: environment) { app in
      try app.waitForScreen(showing: "Search: [")
      try app.paste("snow man")
      try app.waitForScreen(showing: "[snow man")
      app.press("M-BSpace")
      app.type("x")
      try app.waitForScreen(showing: "[snow x")
      app.press("C-c")
      return try app.waitForExit()
    }
    #expect(exit.status == 130, "the terminal shows:\n\(exit.screen)")
  }

  // rxvt and urxvt send Ctrl-Left and Ctrl-Right as `ESC O d` and `ESC O c`, Alt-Left and
  // Alt-Right as `ESC ESC [D` and `ESC ESC [C`. Under xterm-256color the decoder reads them
  // as bytes; under rxvt-unicode-256color ncurses decodes the Ctrl arrows (kLFT5, kRIT5)
  // and, as `ESC [D` is its plain Left, splits the Alt arrows into Escape and Left.
  @Test(arguments: ["rxvt-unicode-256color", "xterm-256color"])
  func rxvtsWordJumpsMoveAWordInTheQuery(term: String) async throws {
    let exit = try await TmuxSession.run(search, environment: ["TERM": term]) { app in
      try app.waitForScreen(showing: "Search: [")
      try app.paste("snow man")
      try app.waitForScreen(showing: "[snow man")
      app.type("\u{1B}Od")
      app.type("x")
      try app.waitForScreen(showing: "[snow xman")
      app.type("\u{1B}\u{1B}[D")
      app.type("\u{1B}\u{1B}[D")
      app.type("y")
      try app.waitForScreen(showing: "[ysnow xman")
      app.type("\u{1B}Oc")
      app.type("z")
      try app.waitForScreen(showing: "[ysnowz xman")
      app.type("\u{1B}\u{1B}[C")
      app.type("w")
      try app.waitForScreen(showing: "[ysnowz xmanw")
      app.press("C-c")
      return try app.waitForExit()
    }
    #expect(exit.status == 130, "the terminal shows:\n\(exit.screen)")
  }
}
