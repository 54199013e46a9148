import Foundation
import Testing

/// The mouse on a real terminal: tmux passes an xterm mouse report to an app that asked
/// for the mouse, as a terminal emulator does for a click or a turn of the wheel.
@Suite struct MouseEndToEndTests {
  private let music: String

  init() throws {
    music = try Executables.path("music")
  }

  /// An xterm (X10-encoded) report of `button` at 0-based `row` and `column`: 0 the main
  /// button, 64 the wheel up, 65 the wheel down.
  private func report(button: Int, row: Int, column: Int) -> String {
    let bytes = [32 + button, 33 + column, 33 + row].map { Character(UnicodeScalar(UInt8($0))) }
    return "\u{1B}[M" + String(bytes)
  }

  @Test func aClickOpensAnArtistAndTheWheelScrollsTheList() async throws {
    try await TmuxSession.run(music) { app in
      let first = try app.waitForScreen(showing: "› Aphex Twin", "Björk")
      #expect(app.pane("#{mouse_any_flag}") == "1")
      let row = first.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("Björk") }!
      app.type(report(button: 0, row: row, column: 10))
      try app.waitForScreen(showing: "Artists › Björk", "Debut", "Homogenic")
      app.press("Escape")
      try app.waitForScreen(showing: "› Björk")
      app.type(report(button: 65, row: 8, column: 10))
      let scrolled = try app.waitForScreen(showing: "↑ 3 more")
      #expect(!scrolled.contains("Aphex Twin"))
      #expect(scrolled.contains("› Björk"))
      app.type(report(button: 64, row: 8, column: 10))
      try app.waitForScreen(showing: "Aphex Twin", "› Björk")
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
    }
  }

  @Test func withNoMouseAClickIsLeftToTheTerminalAndTheKeysStillWork() async throws {
    try await TmuxSession.run(music, ["--no-mouse"]) { app in
      try app.waitForScreen(showing: "› Aphex Twin", "Björk")
      #expect(app.pane("#{mouse_any_flag}") == "0")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "Artists › Aretha Franklin")
      app.press("Escape", "q")
      _ = try app.waitForExit()
    }
  }
}
