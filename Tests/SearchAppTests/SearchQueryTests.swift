import SearchApp
import Testing

@Suite struct SearchQueryTests {
  @Test(arguments: ["", "   ", "/", "//"])
  func nothingToSearchForIsBlank(text: String) {
    #expect(SearchQuery(text) == .blank)
  }

  @Test func wordsAreLowercasedAndSpacesCollapsed() {
    #expect(SearchQuery("  Greek   small Alpha ") == .words(["greek", "small", "alpha"]))
  }

  // Found by the SearchQuery fuzzer: a space and a combining mark make one character,
  // which counted as whitespace, so the mark vanished from the query.
  @Test func aCombiningMarkAfterASpaceIsAWordOfItsOwn() {
    #expect(SearchQuery("l%YYY \u{065F} ") == .words(["l%yyy", "\u{065F}"]))
  }

  @Test func aSlashStartsAPatternWhoseClosingSlashIsOptional() {
    #expect(SearchQuery("/^snow/") == .pattern("^snow"))
    #expect(SearchQuery("/^sno") == .pattern("^sno"))
  }
}
