import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The profile app on a real terminal, against its embedded server or none.
@Suite(.serialized) struct ProfileEndToEndTests {
  private let profile: String

  init() throws {
    profile = try Executables.path("profile")
  }

  @Test func usersThenAUserThenAPostThenBack() async throws {
    let (post, user, exit) = try await session { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen", "@ingridh", "[ Refresh ]")
      app.press("Enter")
      try app.waitForScreen(
        showing: "Users › Ingrid Halvorsen", "Lives in Bergen",
        "› Twelve years of counting barnacles on the same rock")
      app.press("Enter")
      // The post opens at its top; its Refresh button is below the comments.
      try app.waitForScreen(showing: "In 2014 we bolted", "Comments")
      app.press("End")
      let post = try app.waitForScreen(showing: "› [ Refresh ]")
      app.press("Escape")
      let user = try app.waitForScreen(showing: "Users › Ingrid Halvorsen", "Posts")
      app.press("Escape")
      try app.waitForScreen(showing: "› Ingrid Halvorsen", "Amara Okafor")
      app.press("q")
      return (post, user, try app.waitForExit())
    }
    #expect(post.contains("Twelve years of counting barnacles"))
    #expect(!user.contains("Comments"))
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }

  @Test func everyAnswerFailingShowsWhyAndRetryingFailsAgainWithoutFreezing() async throws {
    let exit = try await session(["--fail-rate", "1", "--latency", "1000"]) { app in
      try app.waitForScreen(showing: "Loading the users…")
      try app.waitForScreen(
        showing: "The users could not be loaded.", "500 (internal server", "› [ retry ]",
        "r retry")
      app.press("r")
      try app.waitForScreen(showing: "Retrying… (attempt 2)")
      try app.waitForScreen(
        showing: "The users could not be loaded after 2 attempts.", "› [ retry ]")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }

  @Test func aServerThatIsNotThereIsAClearFailure() async throws {
    let port = try LoopbackSocket.freePort()
    let exit = try await session(["--base-url", "http://127.0.0.1:\(port)"]) { app in
      try app.waitForScreen(
        showing: "The users could not be loaded.", "No server answers at", "127.0.0.1:\(port)",
        "› [ retry ]")
      // A retry against a dead server fails at once: the count says it happened.
      app.press("Enter")
      try app.waitForScreen(showing: "loaded after 2 attempts.", "No server answers at")
      app.press("r")
      try app.waitForScreen(showing: "loaded after 3 attempts.", "› [ retry ]")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(exit.status == 0, "the terminal shows:\n\(exit.screen)")
  }

  @Test func aRecordedSessionReplaysTheUsersChosen() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("profile-e2e-\(UUID().uuidString.prefix(8)).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await session(["--record", file]) { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "Users › Amara Okafor")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(recorded.status == 0, "the terminal shows:\n\(recorded.screen)")
    let log = try String(contentsOfFile: file, encoding: .utf8)
    #expect(log.contains("\"userID\" : 2"))
    let replayed = try await session(["--replay", file]) { app in
      let screen = try app.waitForScreen(showing: "Users › Amara Okafor")
      app.press("q")
      _ = try app.waitForExit()
      return screen
    }
    #expect(replayed.contains("Posts"))
  }

  // Going back was not recorded: this replayed as "Users › Tomasz Wrona › Lucía …".
  @Test func aReplayGoesBackWhereTheRecordedSessionWentBack() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("profile-e2e-\(UUID().uuidString.prefix(8)).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await session(["--record", file]) { app in
      try app.waitForScreen(showing: "› Ingrid Halvorsen")
      app.press("Down", "Down", "Enter")
      try app.waitForScreen(showing: "Users › Tomasz Wrona")
      app.press("Escape")
      try app.waitForScreen(showing: "› Tomasz Wrona", "Amara Okafor")
      app.press("Down", "Enter")
      try app.waitForScreen(showing: "Users › Lucía Fernández Ortega")
      app.press("q")
      return try app.waitForExit()
    }
    #expect(recorded.status == 0, "the terminal shows:\n\(recorded.screen)")
    let replayed = try await session(["--replay", file]) { app in
      let screen = try app.waitForScreen(showing: "Users › Lucía Fernández Ortega", "Posts")
      app.press("q")
      _ = try app.waitForExit()
      return screen
    }
    #expect(!replayed.contains("Tomasz Wrona ›"), "the replay shows:\n\(replayed)")
  }

  // Only the users list's commands were recorded: the posts opened on Ingrid's page were
  // not replayed, so the replay never showed one and its first Esc left her page.
  @Test func aReplayOpensThePostsOpenedBelowTheUsersListAndGoesBackAsTheSessionDid()
    async throws
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("profile-e2e-\(UUID().uuidString.prefix(8)).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    // What marks each screen: Ingrid, her first post, her second, the users, Amara.
    let screens = [
      "Works at Fjordlys", "Camera height —", "Works at Fjordlys", "Storm effect —",
      "Works at Fjordlys", "Nadia Benali", "Works at Okafor",
    ]
    // Each screen stays 300 ms once the app is idle, so that the replay, which keeps the
    // recorded times, shows it as long: long enough to be drawn and seen by its wait.
    // (wait:idle alone ends as soon as nothing is in flight, and a screen that lasted a
    // few milliseconds in the recording could be replaced before the replay drew it.) A
    // replay slower to load waits for its requests before each command.
    let keys = ["enter", "enter", "esc", "down enter", "esc", "esc", "down enter"]
    let recording =
      "wait:text:Kenji Watanabe\nwait:idle\n"
      + zip(keys, screens).map { "\($0)\nwait:text:\($1)\nwait:idle\nwait:300ms\n" }.joined()
      + "q\n"
    let recorded = try await Command.run(
      profile, ["--record", file, "--script", "-"], input: recording)
    #expect(recorded.messages.isEmpty, "\(recorded.error)")
    #expect(recorded.status == 0)

    let replaying = screens.map { "wait:text:\($0)\n" }.joined() + "wait:idle\nq\n"
    let replayed = try await Command.run(
      profile, ["--replay", file, "--script", "-"], input: replaying)
    #expect(replayed.messages.isEmpty, "\(replayed.error)")
    #expect(replayed.status == 0)
    let headings = Self.headings(recorded.output, endingWaitsFor: screens)
    #expect(headings == Self.titlesAndBreadcrumbs)
    #expect(Self.headings(replayed.output, endingWaitsFor: screens) == headings)
    let last = { (output: String) in output.components(separatedBy: "\n--- ").last ?? "" }
    #expect(last(replayed.output).hasPrefix("step 8, line 8: wait:idle ---\n"))
    #expect(last(recorded.output).hasSuffix(last(replayed.output).drop { $0 != "\n" }))
  }

  /// The title and breadcrumb of each screen of the session replayed.
  static let titlesAndBreadcrumbs = [
    " Ingrid Halvorsen\n Users › Ingrid Halvorsen",
    " Twelve years of counting barnacles on the same rock\n"
      + " Users › Ingrid Halvorsen › Twelve years of counting barnacles on the same rock",
    " Ingrid Halvorsen\n Users › Ingrid Halvorsen",
    " What the jellyfish bloom of August taught our interns\n"
      + " … › Ingrid Halvorsen › What the jellyfish bloom of August taught our interns",
    " Ingrid Halvorsen\n Users › Ingrid Halvorsen", " Users\n",
    " Amara Okafor\n Users › Amara Okafor",
  ]

  /// The first two lines of the screens a `--script` run printed at the end of its waits
  /// for `texts`, in order.
  static func headings(_ output: String, endingWaitsFor texts: [String]) -> [String] {
    output.components(separatedBy: "\n--- ").compactMap { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      guard texts.contains(where: { lines.first?.hasSuffix("wait:text:\($0) ---") == true })
      else { return nil }
      return lines.dropFirst().prefix(2).joined(separator: "\n")
    }
  }

  @Test func anInvalidFlagIsRefusedWithStatus64() async throws {
    let exit = try await session(["--fail-rate", "2"]) { app in try app.waitForExit() }
    #expect(exit.status == 64)
    #expect(exit.screen.contains("--fail-rate 2.0 is not between 0 and 1."))
  }

  /// Runs `profile` with `arguments` in tmux, and returns what `body` saw.
  private func session<Seen>(
    _ arguments: [String] = [], _ body: (TmuxSession) throws -> Seen
  ) async throws -> Seen {
    try await TmuxSession.run(profile, arguments, body)
  }
}
