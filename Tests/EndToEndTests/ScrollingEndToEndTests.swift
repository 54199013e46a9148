import Testing

/// Every line of a page can be reached, on a real terminal: a page opens at its top, and
/// the arrows scroll through text the focus cannot land on.
@Suite(.serialized) struct ScrollingEndToEndTests {
  private let profile: String

  init() throws {
    profile = try Executables.path("profile")
  }

  /// Whether `screen` says lines are hidden above the view ("↑ 3 more"); the status
  /// line's "↑↓ scroll" does not count.
  private static func hidesAbove(_ screen: String) -> Bool { screen.contains(/↑ \d+ more/) }

  /// Whether `screen` says lines are hidden below the view ("↓ 3 more").
  private static func hidesBelow(_ screen: String) -> Bool { screen.contains(/↓ \d+ more/) }

  /// At 80×24 the first post of the first user is taller than the screen, and its only
  /// focusable element, Refresh, is at the bottom: it once opened scrolled down to it, and
  /// nothing scrolled back to the post's first lines.
  @Test func aPostTallerThanTheScreenOpensAtItsTopAndScrollsBothWays() async throws {
    let exit = try await TmuxSession.run(profile) { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen")
      app.press("Enter")
      try app.waitForScreen(showing: "› Twelve years of counting barnacles")
      app.press("Enter")
      let opened = try app.waitForScreen("the post's top, more below") { screen in
        screen.contains("In 2014 we bolted") && Self.hidesBelow(screen)
      }
      #expect(!Self.hidesAbove(opened), "the post opens at its top:\n\(opened)")
      #expect(opened.contains(" ↑↓ scroll  Enter select  Esc back  q quit"), "\(opened)")
      app.press("End")
      try app.waitForScreen("Refresh, text above") { screen in
        screen.contains("› [ Refresh ]") && Self.hidesAbove(screen)
      }
      app.press("Up", times: 40)
      let top = try app.waitForScreen(showing: "In 2014 we bolted")
      #expect(!Self.hidesAbove(top), "Up scrolls back to the first line:\n\(top)")
      app.press("Down", times: 40)
      try app.waitForScreen(showing: "› [ Refresh ]")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }

  /// At 40×10 a user's contact details once hid above the first post ("↑ 5 more").
  @Test func aUserOnASmallScreenOpensAtTheirContactDetails() async throws {
    let exit = try await TmuxSession.run(profile, columns: 40, rows: 10) { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen")
      app.press("Enter")
      let opened = try app.waitForScreen("the user's top, more below") { screen in
        screen.contains("@ingridh · ingrid@fjordlys.no") && Self.hidesBelow(screen)
      }
      #expect(!Self.hidesAbove(opened), "the user opens at the top:\n\(opened)")
      app.press("Down", times: 12)
      try app.waitForScreen("a post focused, the details scrolled away") { screen in
        Self.hidesAbove(screen) && !screen.contains("@ingridh")
          && screen.split(separator: "\n").contains { $0.hasPrefix(" › ") }
      }
      app.press("Up", times: 20)
      try app.waitForScreen(showing: "@ingridh · ingrid@fjordlys.no")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }

  /// A post's body scrolled a line or two once showed no "↑" at all: only elements
  /// wholly above the view were counted, and the body's first lines were not one.
  @Test func aBodyScrolledPastItsFirstLineSaysSomethingIsAbove() async throws {
    let exit = try await TmuxSession.run(profile, columns: 40, rows: 10) { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen")
      app.press("Enter")
      try app.waitForScreen(showing: "@ingridh · ingrid@fjordlys.no")
      app.press("Down", times: 7)
      try app.waitForScreen(showing: "› Twelve years of counting")
      app.press("Enter")
      let opened = try app.waitForScreen("the post's top, more below") { screen in
        screen.contains("In 2014 we bolted") && Self.hidesBelow(screen)
      }
      #expect(!Self.hidesAbove(opened), "the post opens at its top:\n\(opened)")
      app.press("Down")
      let scrolled = try app.waitForScreen("the first line scrolled away") { screen in
        !screen.contains("In 2014 we bolted")
      }
      #expect(scrolled.contains("↑ 1 more"), "the hidden line is announced:\n\(scrolled)")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }
}
