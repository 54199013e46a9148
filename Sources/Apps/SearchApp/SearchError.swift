/// Why a search failed.
///
/// ```swift
/// let failure = SearchError.invalidPattern("(", reason: "expected ')'")
/// print(failure.message)  // Prints "Invalid pattern /(/: expected ')'"
/// ```
public enum SearchError: Error, Equatable, Sendable {
  /// A `/pattern/` query whose pattern is not a valid regular expression, with what the
  /// regular expression parser said.
  case invalidPattern(String, reason: String)

  /// What the page shows.
  public var message: String {
    switch self {
    case .invalidPattern(let pattern, let reason): "Invalid pattern /\(pattern)/: \(reason)"
    }
  }
}
