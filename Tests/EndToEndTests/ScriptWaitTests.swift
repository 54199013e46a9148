import Foundation
import Testing

/// Key scripts that wait for the apps' background work: the index search builds, the
/// requests profile sends.
///
/// The scripts of `search` allow 120 s for their waits (`timeout:120s`): building the
/// index of every named scalar takes a second or two in a debug build, and past the
/// default 10 s under ThreadSanitizer beside the other suites (seen in CI, and with six
/// runs at once here). The bound only ends a failing run.
@Suite struct ScriptWaitTests {
  // Before wait steps, the script stopped at "Indexing 0%" without one and exited 1;
  // with one it was refused as a mistake (65).
  @Test func aScriptedSearchWaitsForItsResultsThenPrintsThePick() async throws {
    let result = try await Command.run(
      try Executables.path("search"), ["--script", "-"],
      input: "timeout:120s\ntext:snowman\nwait:text:SNOWMAN\nenter\n")
    #expect(result.error.isEmpty)
    #expect(result.status == 0)
    #expect(result.output.contains("--- step 2, line 3: wait:text:SNOWMAN ---\n"))
    #expect(result.output.hasSuffix("\n☃\n"))
  }

  @Test func aScriptedProfileWaitsForItsUsersAndOpensOne() async throws {
    let script = """
      wait:text:Tomasz Wrona
      down*2 enter
      wait:text:@twrona ·
      wait:idle
      q
      """
    let result = try await Command.run(
      try Executables.path("profile"), ["--script", "-"], input: script)
    // Profile's process matches LeakSanitizer's suppressions (its bundled data, libcurl),
    // whose table ends its standard error under AddressSanitizer.
    #expect(result.messages.isEmpty, "\(result.error)")
    #expect(result.status == 0)
    let screens = result.output.components(separatedBy: "\n--- ")
    let opened = screens.first { $0.hasPrefix("step 4, line 3: wait:text:@twrona ·") }
    #expect(opened?.contains("Users › Tomasz Wrona") == true)
    #expect(screens.contains { $0.hasPrefix("step 5, line 4: wait:idle ---") })
  }

  // wait:idle used to mean the UI thread had been quiet for 300 ms: it ended while the
  // index was still building, and typing before it ends shows no results yet.
  @Test func aScriptedSearchWaitsForItsIndexThenForItsResultsWithWaitIdle() async throws {
    let result = try await Command.run(
      try Executables.path("search"), ["--script", "-"],
      input: "timeout:120s\nwait:idle\ntext:snowman\nwait:idle\nenter\n")
    #expect(result.error.isEmpty)
    #expect(result.status == 0)
    let screens = result.output.components(separatedBy: "\n--- ")
    let indexed = screens.first { $0.hasPrefix("step 1, line 2: wait:idle ---") }
    #expect(indexed?.contains("Type words of a character's name") == true)
    #expect(indexed?.contains("Indexing") == false)
    let answered = screens.first { $0.hasPrefix("step 3, line 4: wait:idle ---") }
    #expect(answered?.contains("☃  U+2603  SNOWMAN") == true)
    #expect(result.output.hasSuffix("\n☃\n"))
  }

  // Answers slower than the old quiet period of 300 ms: wait:idle ended before them.
  @Test func aScriptedProfileWaitsForSlowAnswersWithWaitIdle() async throws {
    let script = "wait:idle\ndown*2 enter\nwait:idle\nq\n"
    let result = try await Command.run(
      try Executables.path("profile"), ["--script", "-", "--latency", "700"], input: script)
    #expect(result.messages.isEmpty, "\(result.error)")
    #expect(result.status == 0)
    let screens = result.output.components(separatedBy: "\n--- ")
    let users = screens.first { $0.hasPrefix("step 1, line 1: wait:idle ---") }
    #expect(users?.contains("Tomasz Wrona") == true)
    let user = screens.first { $0.hasPrefix("step 4, line 3: wait:idle ---") }
    #expect(user?.contains("Users › Tomasz Wrona") == true)
    #expect(user?.contains("@twrona · tomek@wronacycles.pl") == true)
    #expect(user?.contains("Loading") == false)
  }

  @Test func aWaitForIdleThatTimesOutNamesTheRequestStillInFlight() async throws {
    let result = try await Command.run(
      try Executables.path("profile"), ["--script", "-", "--latency", "5000"],
      input: "timeout:500ms\nwait:idle\nq\n")
    #expect(result.status == 75)
    #expect(
      result.error.hasPrefix(
        "profile: key script line 2 (step 1, wait:idle): waited 500ms for the app to be idle "
          + "(nothing in flight, no work waiting), in vain, still in flight: GET /users; "
          + "write timeout:DURATION before the wait to allow longer. The screen was:\n"))
    #expect(result.error.contains("Loading the users…"))
  }

  @Test func aWaitThatTimesOutNamesItsStepAndShowsTheScreen() async throws {
    let result = try await Command.run(
      try Executables.path("search"), ["--script", "-"],
      input: "text:zzqx\ntimeout:500ms\nwait:text:SNOWMAN\nenter\n")
    #expect(result.status == 75)
    #expect(
      result.error.hasPrefix(
        "search: key script line 3 (step 2, wait:text:SNOWMAN): waited 500ms for \"SNOWMAN\" "
          + "to appear on the screen, in vain; write timeout:DURATION before the wait to "
          + "allow longer. The screen was:\n Search Unicode\n"))
    #expect(result.error.contains("[zzqx"))
  }
}
