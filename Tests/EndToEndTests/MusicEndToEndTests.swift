import Foundation
import Testing

/// The music browser on a real terminal, as a user meets it.
@Suite struct MusicEndToEndTests {
  private let music: String

  init() throws {
    music = try Executables.path("music")
  }

  @Test func scrollingToAnArtistAndChoosingAnAlbumPrintsIt() async throws {
    try await TmuxSession.run(music) { app in
      let first = try app.waitForScreen(showing: "Artists", "› Aphex Twin", "more")
      #expect(first.contains("↓ 23 more"))
      #expect(!first.contains("Miles Davis"))
      app.press("Down", times: 25)
      let scrolled = try app.waitForScreen(showing: "› Miles Davis", "3 albums", "↑", "↓")
      #expect(!scrolled.contains("Aphex Twin"))
      app.press("Enter")
      try app.waitForScreen(
        showing: "Artists › Miles Davis", "› Kind of Blue", "1959", "Bitches Brew")
      app.press("j", "Enter")
      let exit = try app.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("Sketches of Spain"))
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test func anArtistWithoutAlbumsShowsTheEmptyStateAndEscapeComesBack() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      app.press("Down", times: 9)
      try app.waitForScreen(showing: "› Conlon Nancarrow", "no albums")
      app.press("Enter")
      try app.waitForScreen(showing: "Artists › Conlon Nancarrow", "No albums by this artist yet.")
      app.press("Escape")
      try app.waitForScreen(showing: "› Conlon Nancarrow")
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 1)
      #expect(!exit.screen.contains("Conlon"))
    }
  }

  @Test func aWindowTooSmallAsksToBeEnlargedAndKeepsItsPlace() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      app.press("Down", "Down")
      try app.waitForScreen(showing: "› Arvo Pärt")
      try app.resize(columns: 30, rows: 8)
      try app.waitForScreen(showing: "Please enlarge the window", "30×8)")
      app.press("Enter")
      try app.resize(columns: 80, rows: 24)
      let restored = try app.waitForScreen(showing: "› Arvo Pärt")
      #expect(!restored.contains("Artists ›"))
    }
  }

  @Test func theAlbumsPageIsTitledWithTheArtistsName() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      app.press("Enter")
      let albums = try app.waitForScreen(showing: "Artists › Aphex Twin")
      #expect(albums.hasPrefix(" Aphex Twin"))
      #expect(!albums.contains("Albums"))
    }
  }

  @Test func atFortyColumnsTheStatusLineDropsHintsButNeverTheQuitKey() async throws {
    try await TmuxSession.run(music, columns: 40, rows: 12) { app in
      let artists = try app.waitForScreen(showing: "› Aphex Twin")
      #expect(artists.contains(" ↑↓ move  Enter select  q quit"))
      app.press("Enter")
      let albums = try app.waitForScreen(showing: "Artists › Aphex Twin", "Esc back")
      #expect(albums.contains(" Enter select  Esc back  q quit"))
      app.press("q")
      #expect(try app.waitForExit().status == 1)
    }
  }

  @Test func aTenByFourWindowShowsTheWholeRequestToEnlarge() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      try app.resize(columns: 10, rows: 4)
      let notice = try app.waitForScreen(showing: "to 40×10")
      #expect(notice == "  Please\n enlarge\nthe window\n to 40×10\n")
    }
  }

  @Test func ctrlCRestoresTheTerminalAndExitsWith130() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "1 0")
      app.press("C-c")
      let exit = try app.waitForExit()
      #expect(exit.status == 130)
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test func sigtermRestoresTheTerminalAndEndsByTheSignal() async throws {
    try await TmuxSession.run(music) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      kill(try app.appProcessID(), SIGTERM)
      let exit = try app.waitForExit()
      #expect(exit.status == 128 + SIGTERM)
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test func aCrashRestoresTheTerminalAndExitsNonZero() async throws {
    // Under AddressSanitizer (CI's ASan run) the app must meet the signal itself, not
    // ASan's report-and-exit handler; elsewhere `ASAN_OPTIONS` is ignored.
    let asanOptions = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    let environment = [
      "SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": asanOptions + "handle_segv=0",
    ]
    try await TmuxSession.run(music, environment: environment) { app in
      try app.waitForScreen(showing: "› Aphex Twin")
      kill(try app.appProcessID(), SIGSEGV)
      let exit = try app.waitForExit()
      // 128 + SIGSEGV, or ThreadSanitizer's own status when it reports the signal.
      #expect(exit.status == 128 + SIGSEGV || exit.status == 66)
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
      #expect(!exit.screen.contains("Aphex Twin"))
    }
  }
}
