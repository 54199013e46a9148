import Testing

/// `tour`: a commented walk through the reactive core, checked for what it claims.
@Suite struct TourTests {
  private let tour: String

  init() throws {
    tour = try Executables.path("tour")
  }

  @Test func everySectionSaysWhatItDemonstrates() async throws {
    let result = try await Command.run(tour)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    for title in [
      "Observation", ".stop", "Operators", "Reentrancy", "Lifetimes", "Properties",
      "Model controller",
    ] {
      #expect(result.output.contains("== \(title)\n"), "no section \(title)")
    }
  }

  @Test func whatItPrintsIsWhatTheLibraryDoes() async throws {
    let output = try await Command.run(tour).output
    let lines = output.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
    // Observation: nothing after completion, once only once.
    #expect(lines.contains("once: hello") && !lines.contains("once: again"))
    #expect(!lines.contains("observeValues: too late"))
    // .stop: the value queued before stopping never arrives.
    #expect(!lines.contains("got 3") && lines.contains("another observer got 3"))
    // Operators.
    #expect(lines.contains("total: 5") && lines.contains("combineLatest: Grace, 36"))
    // Reentrancy: the nested value waits for the current one.
    let order = [
      "first observer got 1", "first observer sends 2", "second observer got 1",
      "first observer got 2", "second observer got 2",
    ]
    let positions = order.compactMap { step in lines.firstIndex { $0 == step } }
    #expect(positions.count == order.count && positions == positions.sorted())
    // Lifetimes: released owner, ended observation.
    #expect(lines.contains("label shows first") && !lines.contains("label shows second"))
    #expect(lines.contains("the label's lifetime ended"))
    // Properties and the model controller.
    #expect(lines.contains("observer sees 8") && lines.contains("volume 8"))
    #expect(lines.contains("delta: 10 → 20"))
  }

  @Test func onATerminalItPausesBetweenSectionsUntilEnterAndStopsOnQ() async throws {
    let exit = try await TmuxSession.run(tour, rows: 30) { app in
      let first = try app.waitForScreen(showing: "== Observation", "section 2 of 7 next")
      #expect(!first.contains("== .stop"))
      app.press("Enter")
      let second = try app.waitForScreen(showing: "== .stop", "section 3 of 7 next")
      #expect(!second.contains("== Operators"))
      app.type("q")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    #expect(!exit.screen.contains("== Operators"))
  }

  @Test func onATinyTerminalASectionTallerThanTheScreenPausesEveryScreenful() async throws {
    let exit = try await TmuxSession.run(tour, columns: 40, rows: 10) { app in
      // The first section's title is still on screen: the page stopped before it scrolled.
      let first = try app.waitForScreen(showing: "== Observation", "more of this section")
      #expect(first.contains("Enter shows it") && first.contains("q then Enter stops"))
      #expect(!first.contains("too late"))
      // Wrapped at 40 columns, the section takes three screenfuls.
      app.press("Enter")
      let middle = try app.waitForScreen(showing: "once: hello", "completed")
      #expect(middle.contains("more of this section") && !middle.contains("too late"))
      app.press("Enter")
      let rest = try app.waitForScreen(showing: "too late", "section 2 of 7 next")
      #expect(!rest.contains("== .stop"))
      app.press("Enter")
      let second = try app.waitForScreen(showing: "== .stop", "An onReception observer")
      #expect(second.contains("more of this section"))
      app.type("q")
      app.press("Enter")
      return try app.waitForExit()
    }
    #expect(exit.status == 0)
    #expect(!exit.screen.contains("== Operators"))
  }

  @Test func helpListsTheSectionsAndOneSectionCanBeShown() async throws {
    let help = try await Command.run(tour, ["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: A tour of the reactive core"))
    #expect(help.output.contains("4. Reentrancy"))
    let one = try await Command.run(tour, ["--section", "2"])
    #expect(one.output.hasPrefix("== .stop\n"))
    #expect(!one.output.contains("== Observation"))
    let wrong = try await Command.run(tour, ["--section", "9"])
    #expect(wrong.status == 64)
    #expect(wrong.error.hasPrefix("Error: --section must be from 1 to 7.\n"))
  }
}
