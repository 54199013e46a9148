import Testing

@testable import TerminalHost

@Suite struct KeyScriptTests {
  private func actions(_ text: String) throws -> [KeyScript.Step.Action] {
    try KeyScript(parsing: text).steps.map(\.action)
  }

  @Test func wordsOnALineAreStepsInOrder() throws {
    #expect(
      try actions("down enter q") == [.keys([.down]), .keys([.enter]), .keys([.character("q")])])
  }

  @Test func stepsRememberWhereTheyWereWritten() throws {
    let steps = try KeyScript(parsing: "\n  down*2  esc\n").steps
    #expect(steps.map(\.source) == ["down*2", "esc"])
    #expect(steps.map(\.line) == [2, 2])
  }

  @Test func aRepeatedKeyIsOneStep() throws {
    #expect(try actions("j*3") == [.keys([.character("j"), .character("j"), .character("j")])])
  }

  @Test func aStarAloneIsTheStarKey() throws {
    #expect(try actions("*") == [.keys([.character("*")])])
  }

  @Test func textTypesTheRestOfTheLineIncludingSpacesAndHashes() throws {
    #expect(
      try actions("down text:a b #1\nenter") == [
        .keys([.down]), .keys("a b #1".map(Key.character)), .keys([.enter]),
      ])
  }

  // Found by the KeyScript fuzzer: a space and a combining mark make one character, which
  // counted as whitespace, so the mark after the space vanished from the script.
  @Test func aCombiningMarkAfterASpaceIsAKeyOfItsOwn() throws {
    #expect(
      try actions("down \u{0363} q") == [
        .keys([.down]), .keys([.character("\u{0363}")]), .keys([.character("q")]),
      ])
    #expect(try actions("text: \u{0363}") == [.keys([.character(" \u{0363}")])])
  }

  @Test func sizeResizesTheScreen() throws {
    #expect(try actions("size:40x12") == [.resize(TerminalSize(columns: 40, rows: 12))])
  }

  @Test func commentsAndBlankLinesAreSkipped() throws {
    #expect(try actions("# intro\n\ndown # move\r\nup") == [.keys([.down]), .keys([.up])])
  }

  @Test(arguments: [
    ("down\ndwn", KeyScriptError(line: 2, word: "dwn", .unknownKey)),
    ("j*0", KeyScriptError(line: 1, word: "j*0", .badRepeatCount)),
    ("j*x", KeyScriptError(line: 1, word: "j*x", .badRepeatCount)),
    ("j*1001", KeyScriptError(line: 1, word: "j*1001", .badRepeatCount)),
    ("size:40", KeyScriptError(line: 1, word: "size:40", .badSize)),
    ("up text:", KeyScriptError(line: 1, word: "text:", .emptyText)),
  ])
  func mistakesNameTheirLineAndWord(text: String, error: KeyScriptError) {
    #expect(throws: error) { try KeyScript(parsing: text) }
  }

  @Test func theMessageSaysWhatToWriteInstead() {
    let message = KeyScriptError(line: 3, word: "dwn", .unknownKey).description
    #expect(message.hasPrefix("line 3: \"dwn\" is not a key"))
    #expect(message.contains("pagedown"))
    #expect(message.contains("text:WORDS"))
  }
}
