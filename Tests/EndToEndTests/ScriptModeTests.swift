import Foundation
import Testing

/// The apps without a terminal: keys from a script, every screen printed as text.
@Suite struct ScriptModeTests {
  @Test func theFeedbackPathPrintsEachScreenThenTheFeedback() async throws {
    let script = "down enter   # leave feedback\nenter        # good\nenter        # OK\nq\n"
    let result = try await Command.run(
      try Executables.path("feedback"), ["--script", "-"], input: script)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let screens = result.output.components(separatedBy: "--- ").dropFirst()
    #expect(screens.count == 5)
    #expect(screens.first?.hasPrefix("start (80×24) ---\n Movie feedback") == true)
    #expect(screens.dropFirst(3).first?.contains("Thank you") == true)
    #expect(result.output.hasSuffix("\ngood\n"))
  }

  @Test func theScreenSizeOfAScriptIsItsOwn() async throws {
    let result = try await Command.run(
      try Executables.path("music"), ["--script", "-", "--size", "40x10"], input: "size:30x8\n")
    let screens = result.output.components(separatedBy: "--- ").dropFirst()
    let lines = screens.first?.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines?.first == "start (40×10) ---")
    #expect(lines?.count == 1 + 10 + 1)  // The heading, the screen, the next heading's line.
    #expect(screens.last?.contains("Please enlarge the window") == true)
    #expect(result.status == 1)
  }

  @Test func aPasteStepPastesItsTextIntoTheFieldAsOneEdit() async throws {
    let result = try await Command.run(
      try Executables.path("search"), ["--script", "-"],
      // 120 s, a bound that only ends a failing run: the index takes past the default 10 s
      // under ThreadSanitizer beside the other suites (see ScriptWaitTests).
      input: "timeout:120s\npaste:snow man\nwait:text:SNOWMAN\nenter\n")
    #expect(result.messages.isEmpty, "\(result.error)")
    #expect(result.status == 0)
    let pasted = result.output.components(separatedBy: "\n--- ").first {
      $0.hasPrefix("step 1, line 2: paste:snow man ---\n")
    }
    #expect(pasted?.contains("snow man") == true, "\(result.output)")
    #expect(result.output.hasSuffix("\n☃\n"))
  }

  @Test func aMistakeInTheScriptIsReportedWithItsLine() async throws {
    let result = try await Command.run(
      try Executables.path("music"), ["--script", "-"], input: "down\ndwn\n")
    #expect(result.status == 65)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("music: standard input: line 2: \"dwn\" is not a key"))
  }

  @Test func aMissingScriptIsReportedByName() async throws {
    let result = try await Command.run(
      try Executables.path("feedback"), ["--script", "/nonexistent/keys.txt"])
    #expect(result.status == 66)
    #expect(
      result.error
        == "feedback: cannot read the key script /nonexistent/keys.txt: No such file or directory\n"
    )
  }
}
