import Testing

@testable import TerminalHost

@Suite struct TerminalEnvironmentTests {
  private func environment(
    input: Bool = true, output: Bool = true, type: String? = "xterm"
  ) -> TerminalEnvironment {
    TerminalEnvironment(inputIsTerminal: input, outputIsTerminal: output, terminalType: type)
  }

  @Test func aTerminalWithATypePasses() throws {
    try environment().check()
  }

  @Test func anUnsetOrEmptyTypeIsRefused() {
    #expect(throws: TerminalError.terminalTypeUnset) { try environment(type: nil).check() }
    #expect(throws: TerminalError.terminalTypeUnset) { try environment(type: "").check() }
  }

  @Test func theStandardStreamsAreUsedWhenBothAreATerminal() {
    #expect(environment().device == .standardStreams)
  }

  @Test(arguments: [(false, true), (true, false), (false, false)])
  func aRedirectedStreamMovesTheScreenToTheControllingTerminal(input: Bool, output: Bool) {
    #expect(environment(input: input, output: output).device == .controllingTerminal)
  }

  @Test(arguments: [
    (TerminalError.noTerminal, "there is no terminal to draw on"),
    (.terminalTypeUnset, "TERM is not set"),
    (.unknownTerminalType("bogus"), "the terminal type \"bogus\" (from TERM) is unknown"),
    (
      .terminalTypeWithoutCursorAddressing("dumb"),
      "the terminal type \"dumb\" (from TERM) cannot be drawn on"
    ),
  ])
  func everyMessageSaysWhatIsWrongAndWhatToDo(error: TerminalError, problem: String) {
    #expect(error.description.hasPrefix(problem))
    #expect(error.description.contains("--script FILE"))
  }

  @Test func aTypeThatCannotMoveTheCursorIsAdvisedLikeAnUnknownOne() {
    let advice = "Set TERM to a known type, for example TERM=xterm-256color"
    #expect(TerminalError.unknownTerminalType("x").description.contains(advice))
    #expect(TerminalError.terminalTypeWithoutCursorAddressing("dumb").description.contains(advice))
  }
}
