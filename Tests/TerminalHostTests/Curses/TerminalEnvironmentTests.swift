import Testing

@testable import TerminalHost

@Suite struct TerminalEnvironmentTests {
  private func check(
    input: Bool = true, output: Bool = true, type: String? = "xterm"
  ) throws(TerminalError) {
    try TerminalEnvironment(inputIsTerminal: input, outputIsTerminal: output, terminalType: type)
      .check()
  }

  @Test func aTerminalWithAKnownTypePasses() throws {
    try check()
  }

  @Test func problemsAreReportedInTheOrderAUserWouldFixThem() {
    #expect(throws: TerminalError.notATerminal(.input)) {
      try check(input: false, output: false, type: nil)
    }
    #expect(throws: TerminalError.notATerminal(.output)) { try check(output: false, type: nil) }
    #expect(throws: TerminalError.terminalTypeUnset) { try check(type: nil) }
    #expect(throws: TerminalError.terminalTypeUnset) { try check(type: "") }
  }

  @Test(arguments: [
    (TerminalError.notATerminal(.input), "standard input is not a terminal"),
    (.notATerminal(.output), "standard output is not a terminal"),
    (.terminalTypeUnset, "TERM is not set"),
    (.unknownTerminalType("bogus"), "the terminal type \"bogus\" (from TERM) is unknown"),
  ])
  func everyMessageSaysWhatIsWrongAndWhatToDo(error: TerminalError, problem: String) {
    #expect(error.description.hasPrefix(problem))
    #expect(error.description.contains("--script FILE"))
  }
}
