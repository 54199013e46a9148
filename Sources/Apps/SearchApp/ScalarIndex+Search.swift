extension ScalarIndex {
  /// Searches the names for `text`, best matches first.
  ///
  /// Words match case-insensitively and every word must match. Ranked: the exact name
  /// first, then names holding every word as a whole word, then as the start of a word,
  /// then anywhere; within a rank shorter names first, then lower code points. A
  /// `/pattern/` query matches names by regular expression, ignoring case, shorter names
  /// first.
  ///
  /// ```swift
  /// let first = try ScalarIndex.build().search("snowman").get().matches.first
  /// print(first?.row ?? "")  // Prints "☃  U+2603  SNOWMAN"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The query as typed.
  ///   - limit: How many matches to keep.
  /// - Returns: The results, or ``SearchError/invalidPattern(_:reason:)``.
  public func search(
    _ text: String, limit: Int = SearchResults.limit
  ) -> Result<SearchResults, SearchError> {
    let ranks: [UInt64]
    switch SearchQuery(text) {
    case .blank: return .success(SearchResults(query: text, matches: [], total: 0))
    case .words(let words): ranks = rank(words: words.map { Array($0.utf8) })
    case .pattern(let pattern):
      let regex: Regex<AnyRegexOutput>
      do {
        regex = try Regex(pattern).ignoresCase()
      } catch {
        return .failure(.invalidPattern(pattern, reason: String(describing: error)))
      }
      ranks = rank(matching: regex)
    }
    let best = ranks.sorted().prefix(limit).map { scalars[Int($0 & 0xFF_FFFF)] }
    return .success(SearchResults(query: text, matches: best, total: ranks.count))
  }

  /// The sort keys of the scalars whose names hold every word: rank, name length, index.
  private func rank(words: [[UInt8]]) -> [UInt64] {
    let exact = Array(words.joined(separator: [0x20]))
    var ranks: [UInt64] = []
    for (index, scalar) in scalars.enumerated() {
      var best: UInt64?
      for key in scalar.keys {
        guard let rank = Self.rank(of: words, in: key, exact: exact) else { continue }
        best = min(best ?? rank, rank)
      }
      if let best {
        ranks.append(Self.sortKey(rank: best, length: scalar.name.utf8.count, index: index))
      }
    }
    return ranks
  }

  private func rank(matching regex: Regex<AnyRegexOutput>) -> [UInt64] {
    var ranks: [UInt64] = []
    for (index, scalar) in scalars.enumerated()
    where scalar.name.contains(regex) || scalar.alias?.contains(regex) == true {
      ranks.append(Self.sortKey(rank: 0, length: scalar.name.utf8.count, index: index))
    }
    return ranks
  }

  private static func sortKey(rank: UInt64, length: Int, index: Int) -> UInt64 {
    rank << 32 | UInt64(min(length, 0xFF)) << 24 | UInt64(index)
  }

  /// 0 exact, 1 whole words, 2 word starts, 3 anywhere; `nil` if a word is missing.
  private static func rank(of words: [[UInt8]], in key: [UInt8], exact: [UInt8]) -> UInt64? {
    if key == exact { return 0 }
    var worst: UInt64 = 1
    for word in words {
      guard let rank = bestPlace(of: word, in: key) else { return nil }
      worst = max(worst, rank)
    }
    return worst
  }

  /// How well `word` sits in `key` at its best occurrence: 1 whole word, 2 start of a
  /// word, 3 inside one; `nil` if it does not occur.
  private static func bestPlace(of word: [UInt8], in key: [UInt8]) -> UInt64? {
    guard let first = word.first, word.count <= key.count else { return nil }
    var best: UInt64?
    var start = 0
    while start + word.count <= key.count {
      if key[start] == first, key[start..<start + word.count].elementsEqual(word) {
        let end = start + word.count
        let startsWord = start == 0 || isSeparator(key[start - 1])
        let endsWord = end == key.count || isSeparator(key[end])
        let place: UInt64 = startsWord ? (endsWord ? 1 : 2) : 3
        if place == 1 { return 1 }
        best = min(best ?? place, place)
      }
      start += 1
    }
    return best
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x2D
  }
}
