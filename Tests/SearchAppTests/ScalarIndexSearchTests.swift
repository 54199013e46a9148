import OffThePool
import SearchApp
import Testing

@Suite(.cpuBound) struct ScalarIndexSearchTests {
  private func search(_ text: String) throws -> SearchResults {
    try sharedIndex.search(text).get()
  }

  @Test func snowmanFindsTheSnowmanFirst() throws {
    let results = try search("snowman")
    #expect(results.matches.first?.row == "☃  U+2603  SNOWMAN")
    #expect(results.total > 1)  // SNOWMAN WITHOUT SNOW and more
  }

  @Test func matchingIgnoresCase() throws {
    #expect(try search("SnowMan").matches.first?.scalar == "☃")
  }

  @Test func everyWordMustMatchInAnyOrder() throws {
    let results = try search("alpha small greek")
    #expect(results.matches.first?.scalar == "α")
    for scalar in results.matches {
      let name = scalar.name.lowercased()
      #expect(name.contains("alpha") && name.contains("small") && name.contains("greek"))
    }
  }

  @Test func greekSmallAlphaFindsAlphaFirst() throws {
    #expect(
      try search("greek small alpha").matches.first?.row == "α  U+03B1  GREEK SMALL LETTER ALPHA")
  }

  @Test func smilingFaceFindsManyAndShowsAtMostTwoHundred() throws {
    let results = try search("smiling face")
    #expect(results.total > 20)
    #expect(results.matches.count == min(results.total, SearchResults.limit))
    #expect(results.matches.first?.name == "WHITE SMILING FACE")
  }

  @Test func aCommonWordIsCappedAtTheLimitWithTheWholeCount() throws {
    let results = try search("letter")
    #expect(results.total > 10_000)
    #expect(results.matches.count == 200)
    #expect(results.countLine.hasSuffix(", showing 200"))
  }

  @Test func wholeWordsRankBeforeWordStartsAndWordStartsBeforeTheRest() throws {
    let results = try search("snow")
    let ranks = results.matches.map { scalar in
      let words = scalar.name.split { $0 == " " || $0 == "-" }
      return words.contains("SNOW") ? 1 : words.contains { $0.hasPrefix("SNOW") } ? 2 : 3
    }
    #expect(ranks == ranks.sorted())
    #expect(ranks.contains(1) && ranks.contains(2))
  }

  @Test func shorterNamesComeFirstWithinARank() throws {
    let wholeWord = try search("face").matches.prefix(20).map(\.name.count)
    #expect(wholeWord == wholeWord.sorted())
  }

  @Test func aNameAliasMatchesToo() throws {
    #expect(try search("latin capital gha").matches.first?.codePoint == "U+01A2")
  }

  @Test func nothingMatchesAWordNoNameHolds() throws {
    #expect(try search("snowman xyzzy").total == 0)
  }

  @Test func aBlankQueryFindsNothing() throws {
    let results = try search("  ")
    #expect(results.isBlank)
    #expect(results.total == 0)
  }

  @Test func aPatternMatchesNamesByRegularExpression() throws {
    let results = try search("/^snow.*man$/")
    #expect(results.matches.map(\.name).contains("SNOWMAN"))
    for scalar in results.matches {
      #expect(scalar.name.hasPrefix("SNOW") && scalar.name.hasSuffix("MAN"))
    }
  }

  @Test func anInvalidPatternFailsWithTheRegexError() {
    guard case .failure(.invalidPattern(let pattern, let reason)) = sharedIndex.search("/(snow/")
    else {
      Issue.record("expected an invalid pattern")
      return
    }
    #expect(pattern == "(snow")
    #expect(!reason.isEmpty)
  }
}
