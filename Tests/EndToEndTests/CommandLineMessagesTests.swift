import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the apps say on their command line: help, refusals, and the web server's start.
@Suite struct CommandLineMessagesTests {
  @Test func profileHelpStatesEachDefaultOnce() async throws {
    let help = try await Command.run(try Executables.path("profile"), ["--help"]).output
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!words.contains(") (default:") && !words.contains("). (default:"), "\(help)")
    #expect(words.contains("(default: 0)") && words.contains("(default: 10.0)"), "\(help)")
  }

  @Test(arguments: [
    (["--latency", "-5"], "--latency -5 is not between 0 and 600000 milliseconds."),
    (["--fail-rate", "-1"], "--fail-rate -1.0 is not between 0 and 1."),
    (["--timeout", "-2"], "--timeout -2.0 is not a number of seconds above 0"),
  ])
  func aNegativeNumberGetsTheRealValidationMessage(arguments: [String], message: String)
    async throws
  {
    let result = try await Command.run(try Executables.path("profile"), arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(!result.error.contains("Missing value"))
  }

  @Test func aNegativeTourSectionGetsTheRealValidationMessage() async throws {
    let result = try await Command.run(try Executables.path("tour"), ["--section", "-1"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("Error: --section must be from 1 to 7."), "\(result.error)")
  }

  @Test(arguments: [
    ("feedback", false, false), ("music", true, false), ("profile", true, true),
  ])
  func helpListsOnlyTheKeysTheAppHas(app: String, pageJumps: Bool, retries: Bool) async throws {
    let help = try await Command.run(try Executables.path(app), ["--help"]).output
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Keys: arrows or j/k move"))
    #expect(words.contains("Page Up/Down") == pageJumps, "\(help)")
    #expect(words.contains("r retries") == retries, "\(help)")
  }

  // search's help once said nothing of the mouse, which picks a result with a click there
  // as everywhere else.
  @Test(arguments: ["feedback", "music", "profile", "search"])
  func everyAppsHelpDescribesTheMouse(app: String) async throws {
    let help = try await Command.run(try Executables.path(app), ["--help"]).output
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Mouse, where the terminal reports it: a click"), "\(help)")
    #expect(words.contains("--no-mouse leaves the mouse to the terminal"), "\(help)")
  }

  @Test func aBusyPortIsNamedWithWhatToDo() async throws {
    let (descriptor, port) = try LoopbackSocket.bind(listening: true)
    defer { close(descriptor) }
    let result = try await Command.run(
      try Executables.path("feedback"), ["--web", "--port", "\(port)"])
    #expect(result.status == 1)
    #expect(
      result.error.hasPrefix(
        "feedback: port \(port) is already in use on 127.0.0.1; choose another with --port"),
      "\(result.error)")
    #expect(!result.error.contains("errno"))
  }

  @Test func onEveryAddressTheServerSaysSoAndGivesAURLThatWorksHere() async throws {
    let exit = try await TmuxSession.run(
      try Executables.path("music"), ["--web", "--bind", "0.0.0.0"]
    ) { app in
      let screen = try app.waitForScreen(showing: "Ctrl-C stops the server")
      app.press("C-c")
      _ = try app.waitForExit()
      return screen
    }
    let words = exit.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("music: listening on every address of this machine (0.0.0.0)"))
    #expect(words.contains("open http://127.0.0.1:"))
    #expect(!words.contains("http://0.0.0.0"))
  }
}
