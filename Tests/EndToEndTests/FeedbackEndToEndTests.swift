import Testing

/// The feedback app on a real terminal, as a user meets it.
@Suite struct FeedbackEndToEndTests {
  private let feedback: String

  init() throws {
    feedback = try Executables.path("feedback")
  }

  @Test func leavingGoodFeedbackThanksTheUserAndTheLabelSaysSo() async throws {
    try await TmuxSession.run(feedback) { app in
      try app.waitForScreen(
        showing: "Movie feedback", "› answers:  (•) average  ( ) polarized", "[ leave feedback ]")
      app.press("Down")
      try app.waitForScreen(showing: "› [ leave feedback ]")
      app.press("Enter")
      try app.waitForScreen(
        showing: "How was the movie?", "Movie feedback › How was the movie?", "› [ good ]",
        "[ so and so ]", "[ bad ]")
      app.press("Enter")
      let alert = try app.waitForScreen(showing: "Thank you", "We are glad you liked the movie.")
      #expect(alert.contains("[ OK ]"))
      #expect(alert.contains("the movie was good"))
      let main = try app.acknowledgeThankYou()
      #expect(main.contains("the movie was good"))
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("good"))
      #expect(app.pane("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test func polarizedFeedbackOffersTheExtremesAndThanksForReallyGood() async throws {
    try await TmuxSession.run(feedback) { app in
      try app.waitForScreen(showing: "(•) average")
      app.press("Right")
      try app.waitForScreen(showing: "(•) polarized")
      app.press("Down", "Enter")
      let selection = try app.waitForScreen(showing: "[ really good ]", "[ very bad ]")
      #expect(!selection.contains("so and so"))
      app.press("Enter")
      try app.waitForScreen(showing: "Thank you")
      let main = try app.acknowledgeThankYou()
      #expect(main.contains("the movie was really good"))
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("really good"))
    }
  }

  @Test func worseFeedbackShowsNoAlert() async throws {
    try await TmuxSession.run(feedback) { app in
      try app.waitForScreen(showing: "[ leave feedback ]")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "› [ good ]")
      app.press("Enter")
      try app.waitForScreen(showing: "Thank you")
      try app.acknowledgeThankYou()
      app.press("Enter")
      try app.waitForScreen(showing: "› [ good ]")
      app.press("Down", "Down")
      try app.waitForScreen(showing: "› [ bad ]")
      app.press("Enter")
      // The alert would be drawn in the same frame as the new label.
      let main = try app.waitForScreen(showing: "the movie was bad")
      #expect(!main.contains("Thank you"))
      app.press("q")
      #expect(try app.waitForExit().screen.contains("bad"))
    }
  }

  @Test func escapeLeavesTheSelectionPageWithoutChoosing() async throws {
    try await TmuxSession.run(feedback) { app in
      try app.waitForScreen(showing: "[ leave feedback ]")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "How was the movie?")
      app.press("Escape")
      let main = try app.waitForScreen("the main page") { !$0.contains("How was the movie?") }
      #expect(main.contains("› [ leave feedback ]"))
      app.press("q")
      let exit = try app.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("none"))
    }
  }
}

extension TmuxSession {
  /// Presses Enter on the thank-you alert and waits for it to close.
  ///
  /// - Returns: The screen once the alert has gone.
  @discardableResult
  fileprivate func acknowledgeThankYou() throws -> String {
    press("Enter")
    return try waitForScreen("the alert to close") { !$0.contains("Thank you") }
  }
}
