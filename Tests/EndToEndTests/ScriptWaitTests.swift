import Foundation
import Testing

/// Key scripts that wait for the apps' background work: the index search builds, the
/// requests profile sends.
@Suite struct ScriptWaitTests {
  // Before wait steps, the script stopped at "Indexing 0%" without one and exited 1;
  // with one it was refused as a mistake (65).
  @Test func aScriptedSearchWaitsForItsResultsThenPrintsThePick() async throws {
    let result = try await Command.run(
      try Executables.path("search"), ["--script", "-"],
      input: "text:snowman\nwait:text:SNOWMAN\nenter\n")
    #expect(result.error.isEmpty)
    #expect(result.status == 0)
    #expect(result.output.contains("--- step 2, line 2: wait:text:SNOWMAN ---\n"))
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
