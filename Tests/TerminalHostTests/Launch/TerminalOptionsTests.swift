import ArgumentParser
import Testing

@testable import TerminalHost

@Suite struct TerminalOptionsTests {
  @Test func noArgumentsRunsInTheTerminal() throws {
    #expect(try TerminalOptions.parse([]).mode == .interactive)
  }

  @Test func aScriptRunsOnAnEightyByTwentyFourScreenByDefault() throws {
    #expect(
      try TerminalOptions.parse(["--script", "keys.txt"]).mode
        == .script(source: .file("keys.txt"), size: TerminalSize(columns: 80, rows: 24)))
  }

  @Test func aDashReadsTheScriptFromStandardInputAtTheGivenSize() throws {
    #expect(
      try TerminalOptions.parse(["--size", "40x12", "--script", "-"]).mode
        == .script(source: .standardInput, size: TerminalSize(columns: 40, rows: 12)))
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'"),
    (["--script"], "Missing value for '--script <file>'"),
    (["--script", "x", "--size", "big"], "The value 'big' is invalid for '--size <columnsxrows>'"),
    (["--size", "40x12"], "--size only applies to --script; a terminal has its own size."),
  ])
  func aWrongCommandLineSaysWhatIsWrongWithStatus64(arguments: [String], message: String) {
    #expect {
      try TerminalOptions.parse(arguments)
    } throws: { error in
      TerminalOptions.message(for: error).contains(message)
        && TerminalOptions.exitCode(for: error).rawValue == 64
    }
  }

  @Test(arguments: ["39x10", "40x9", "1x1"])
  func aSizeBelowTheMinimumIsRejectedNamingTheMinimum(size: String) {
    #expect {
      try TerminalOptions.parse(["--script", "-", "--size", size])
    } throws: { error in
      TerminalOptions.message(for: error)
        == "--size \(size) is too small: a screen needs at least 40x10 (columns x rows)."
    }
  }

  @Test func theSmallestSizeIsAccepted() throws {
    #expect(
      try TerminalOptions.parse(["--script", "-", "--size", "40x10"]).mode
        == .script(source: .standardInput, size: TerminalSize(columns: 40, rows: 10)))
  }

  @Test func theHelpNamesEveryOptionAndTheScriptSyntax() {
    let help = TerminalOptions.helpMessage()
    for option in ["--script <file>", "--size <columnsxrows>", "at least 40x10", "80x24"] {
      #expect(help.contains(option), "missing \(option)")
    }
    for words in ["text:WORDS", "backtab", "KEY*COUNT"] {
      #expect(TerminalOptions.scriptHelp.contains(words), "missing \(words)")
    }
    for status in ["64", "65", "66", "130", "128+N"] {
      #expect(TerminalOptions.exitStatusHelp([]).contains("  \(status) "), "missing \(status)")
    }
  }
}
