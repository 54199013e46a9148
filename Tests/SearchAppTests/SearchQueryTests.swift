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

  @Test func aSlashStartsAPatternWhoseClosingSlashIsOptional() {
    #expect(SearchQuery("/^snow/") == .pattern("^snow"))
    #expect(SearchQuery("/^sno") == .pattern("^sno"))
  }
}
