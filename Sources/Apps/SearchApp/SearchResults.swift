/// What a search found: the best matches, at most ``limit`` of them, and how many there
/// were in all.
///
/// ```swift
/// let results = SearchResults(query: "letter", matches: [], total: 1_024)
/// print(results.countLine)  // Prints "1,024 matches, showing 200"
/// ```
public struct SearchResults: Equatable, Sendable {
  /// How many matches a search keeps, best first.
  public static let limit = 200

  /// The text searched for, as typed.
  public let query: String

  /// The best matches, best first.
  public let matches: [NamedScalar]

  /// How many scalars matched, shown or not.
  public let total: Int

  /// Results of a search for `query`.
  public init(query: String, matches: [NamedScalar], total: Int) {
    self.query = query
    self.matches = matches
    self.total = total
  }

  /// Whether the query holds nothing to search for: the page shows a hint.
  public var isBlank: Bool { SearchQuery(query) == .blank }

  /// `1,024 matches, showing 200`, `3 matches` or `1 match`.
  public var countLine: String {
    let count = "\(Self.grouped(total)) \(total == 1 ? "match" : "matches")"
    return matches.count < total ? "\(count), showing \(Self.grouped(matches.count))" : count
  }

  /// `1024` as `1,024`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
