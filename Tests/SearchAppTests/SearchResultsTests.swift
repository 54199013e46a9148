import SearchApp
import Testing

@Suite struct SearchResultsTests {
  @Test func theCountLineSaysHowManyMatchedAndHowManyAreShown() {
    let shown = Array(repeating: named(0x2603), count: 200)
    #expect(
      SearchResults(query: "x", matches: shown, total: 1_024).countLine
        == "1,024 matches, showing 200")
    #expect(
      SearchResults(query: "x", matches: shown, total: 1_234_567).countLine
        == "1,234,567 matches, showing 200")
  }

  @Test func aCountLineOfEverythingShownSaysOnlyTheCount() {
    #expect(SearchResults(query: "x", matches: [named(0x2603)], total: 1).countLine == "1 match")
    let three = [named(0x41), named(0x42), named(0x43)]
    #expect(SearchResults(query: "x", matches: three, total: 3).countLine == "3 matches")
  }
}
