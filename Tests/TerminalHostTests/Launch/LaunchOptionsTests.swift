import Testing

@testable import TerminalHost

@Suite struct LaunchOptionsTests {
  @Test func noArgumentsRunsInTheTerminal() throws {
    #expect(try LaunchOptions(arguments: []).mode == .interactive)
  }

  @Test func aScriptRunsOnAnEightyByTwentyFourScreenByDefault() throws {
    #expect(
      try LaunchOptions(arguments: ["--script", "keys.txt"]).mode
        == .script(source: .file("keys.txt"), size: TerminalSize(columns: 80, rows: 24)))
  }

  @Test func aDashReadsTheScriptFromStandardInputAtTheGivenSize() throws {
    #expect(
      try LaunchOptions(arguments: ["--size", "40x12", "--script", "-"]).mode
        == .script(source: .standardInput, size: TerminalSize(columns: 40, rows: 12)))
  }

  @Test func helpWinsOverEverythingElse() throws {
    #expect(try LaunchOptions(arguments: ["--script", "x", "-h", "--bogus"]).mode == .help)
  }

  @Test(arguments: [
    (["--bogus"], "unknown argument \"--bogus\""),
    (["--script"], "--script needs a file, or - for standard input"),
    (["--script", "x", "--size", "big"], "--size needs COLUMNSxROWS, such as --size 80x24"),
    (["--size", "40x12"], "--size only applies to --script; a terminal has its own size"),
  ])
  func aWrongCommandLineSaysWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: LaunchOptionsError(message)) { try LaunchOptions(arguments: arguments) }
  }

  @Test func theUsageNamesTheProgramAndEveryOption() {
    let usage = LaunchOptions.usage(program: "music")
    #expect(usage.hasPrefix("usage: music "))
    for option in ["--script FILE", "--size", "--help", "text:WORDS", "backtab"] {
      #expect(usage.contains(option), "missing \(option)")
    }
  }
}
