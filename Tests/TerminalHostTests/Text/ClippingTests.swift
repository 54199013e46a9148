import Testing

@testable import TerminalHost

@Suite struct ClippingTests {
  @Test func textThatFitsIsLeftAlone() {
    #expect("Glenn Gould".clipped(toWidth: 11) == "Glenn Gould")
    #expect("Glenn Gould".clipped(toWidth: 40) == "Glenn Gould")
  }

  @Test func textThatDoesNotFitEndsInAnEllipsisWithinTheWidth() {
    #expect("Glenn Gould".clipped(toWidth: 8) == "Glenn G…")
    #expect("Glenn Gould".clipped(toWidth: 1) == "…")
    #expect("Glenn Gould".clipped(toWidth: 0) == "")
  }

  @Test func aWideCharacterIsNeverSplitAtTheEdge() {
    #expect("漢字かな".clipped(toWidth: 5) == "漢字…")
    #expect("漢字かな".clipped(toWidth: 4) == "漢…")
    #expect("漢字かな".clipped(toWidth: 4).displayWidth == 3)
  }

  @Test func paddingFillsToExactlyTheWidth() {
    #expect("ab".padded(toWidth: 4) == "ab  ")
    #expect("漢字かな".padded(toWidth: 4) == "漢… ")
    #expect("abcdef".padded(toWidth: 4) == "abc…")
  }

  @Test func prefixKeepsWholeCharactersThatFit() {
    #expect("a漢b".prefix(fittingWidth: 2) == "a")
    #expect("a漢b".prefix(fittingWidth: 3) == "a漢")
  }
}
