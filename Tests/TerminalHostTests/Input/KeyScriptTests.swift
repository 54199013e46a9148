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

  @Test func pasteSendsTheRestOfTheLineAsOnePaste() throws {
    #expect(
      try actions("down paste:a b #1\nenter") == [
        .keys([.down]), .keys([.paste("a b #1")]), .keys([.enter]),
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
    ("down\tpaste:", KeyScriptError(line: 1, word: "paste:", .emptyText)),
    ("wait:text:", KeyScriptError(line: 1, word: "wait:text:", .emptyWaitText)),
    ("wait:soon", KeyScriptError(line: 1, word: "wait:soon", .badWait)),
    ("wait:2", KeyScriptError(line: 1, word: "wait:2", .badWait)),
    ("wait:0s", KeyScriptError(line: 1, word: "wait:0s", .badWait)),
    ("wait:601s", KeyScriptError(line: 1, word: "wait:601s", .badWait)),
    ("wait:-1s", KeyScriptError(line: 1, word: "wait:-1s", .badWait)),
    ("q\ntimeout:1h", KeyScriptError(line: 2, word: "timeout:1h", .badTimeout)),
    ("timeout:", KeyScriptError(line: 1, word: "timeout:", .badTimeout)),
  ])
  func mistakesNameTheirLineAndWord(text: String, error: KeyScriptError) {
    #expect(throws: error) { try KeyScript(parsing: text) }
  }

  @Test func theMessageSaysWhatToWriteInstead() {
    let message = KeyScriptError(line: 3, word: "dwn", .unknownKey).description
    #expect(message.hasPrefix("line 3: \"dwn\" is not a key"))
    #expect(message.contains("pagedown"))
    #expect(message.contains("text:WORDS"))
    #expect(message.contains("wait:"))
  }

  @Test func waitsTakeTextToTheEndOfTheLineIdlenessOrADuration() throws {
    #expect(
      try actions("text:snow\nwait:text:SNOW MAN # not a comment\nwait:idle wait:1.5s wait:250ms")
        == [
          .keys("snow".map(Key.character)), .wait(.init(.text("SNOW MAN # not a comment"))),
          .wait(.init(.idle)), .wait(.init(.duration(.milliseconds(1500)))),
          .wait(.init(.duration(.milliseconds(250)))),
        ])
  }

  @Test func waitsAreBoundedByTenSecondsUntilATimeoutStepSaysOtherwise() throws {
    let script = "wait:idle timeout:30s\nwait:text:A\ntimeout:500ms wait:idle"
    let steps = try KeyScript(parsing: script).steps
    #expect(
      steps.map(\.action) == [
        .wait(.init(.idle, bound: .seconds(10))), .wait(.init(.text("A"), bound: .seconds(30))),
        .wait(.init(.idle, bound: .milliseconds(500))),
      ])
    #expect(steps.map(\.source) == ["wait:idle", "wait:text:A", "wait:idle"])
  }

  @Test(arguments: [
    (KeyScriptError.Reason.badWait, "wait:DURATION, such as wait:2s or wait:500ms, at most 600s"),
    (.badTimeout, "write timeout:DURATION, such as timeout:30s, at most 600s"),
    (.emptyWaitText, "write wait:text:WORDS, which waits until WORDS are on the screen"),
  ])
  func aBadWaitSaysHowToWriteOne(reason: KeyScriptError.Reason, advice: String) {
    let message = KeyScriptError(line: 4, word: "w", reason).description
    #expect(message.hasPrefix("line 4: \"w\" "))
    #expect(message.hasSuffix(advice))
  }
}
