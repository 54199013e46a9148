import Testing

@testable import TerminalHost

@Suite struct WordWrapTests {
  @Test func wordsFillEachLineAsFarAsTheyFit() {
    #expect(
      "We are glad you liked it.".wrapped(toWidth: 10) == ["We are", "glad you", "liked it."])
  }

  @Test func aLineMayBeExactlyTheWidth() {
    #expect("abc def".wrapped(toWidth: 7) == ["abc def"])
    #expect("abc def".wrapped(toWidth: 6) == ["abc", "def"])
  }

  @Test func lineBreaksAreKeptAndRunsOfSpacesCollapse() {
    #expect("one  two\n\nthree".wrapped(toWidth: 20) == ["one two", "", "three"])
  }

  @Test func aWordLongerThanALineIsSplit() {
    #expect("ab abcdefgh".wrapped(toWidth: 3) == ["ab", "abc", "def", "gh"])
  }

  @Test func wideCharactersWrapByColumnsNotCharacters() {
    #expect("漢字かな漢字".wrapped(toWidth: 5) == ["漢字", "かな", "漢字"])
  }

  @Test func aCharacterWiderThanTheLineStillGetsALine() {
    #expect("漢".wrapped(toWidth: 1) == ["漢"])
    #expect("漢字 a".wrapped(toWidth: 1) == ["漢", "字", "a"])
  }

  @Test func emptyTextIsOneEmptyLineAndNoWidthIsNoLines() {
    #expect("".wrapped(toWidth: 5) == [""])
    #expect("abc".wrapped(toWidth: 0) == [])
  }
}
