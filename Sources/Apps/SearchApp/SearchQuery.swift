/// What the user typed, read as a search: nothing, words, or a regular expression.
///
/// ```swift
/// print(SearchQuery("Greek  alpha"))  // Prints "words(["greek", "alpha"])"
/// print(SearchQuery("/^snow/"))       // Prints "pattern("^snow")"
/// ```
///
/// A query that starts with `/` is a pattern; the closing `/` is optional, so the search
/// follows the user while they type it.
public enum SearchQuery: Equatable, Sendable {
  /// Nothing to search for.
  case blank
  /// Lowercased words, every one of which a name must contain.
  case words([String])
  /// A regular expression a name must match, ignoring case.
  case pattern(String)

  /// Reads `text` as a query.
  ///
  /// Words are split at whitespace scalars, not whitespace characters: a space and a
  /// combining mark after it make one character, and splitting at characters would drop
  /// the mark from what the user typed.
  public init(_ text: String) {
    let words = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map {
      String(String.UnicodeScalarView($0))
    }
    let trimmed = words.joined(separator: " ")
    if trimmed.hasPrefix("/") {
      var pattern = trimmed.dropFirst()
      if pattern.hasSuffix("/") { pattern = pattern.dropLast() }
      self = pattern.isEmpty ? .blank : .pattern(String(pattern))
    } else {
      self = words.isEmpty ? .blank : .words(words.map { $0.lowercased() })
    }
  }
}
