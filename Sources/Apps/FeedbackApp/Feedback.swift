/// What the user thought of the movie, from no feedback at all to really good.
///
/// Feedback is ordered: ``none`` < ``veryBad`` < ``bad`` < ``soAndSo`` < ``good`` <
/// ``reallyGood``, which is what "a better feedback" means.
///
/// ```swift
/// print(Feedback.soAndSo)         // Prints "so and so"
/// print(Feedback.good > .soAndSo)  // Prints "true"
/// ```
public enum Feedback: Int, CaseIterable, Comparable, CustomStringConvertible, Sendable {
  /// No feedback yet.
  case none
  /// The movie was very bad.
  case veryBad
  /// The movie was bad.
  case bad
  /// The movie was so and so.
  case soAndSo
  /// The movie was good.
  case good
  /// The movie was really good.
  case reallyGood

  /// Whether the feedback is positive: good or really good.
  public var isPositive: Bool { self >= .good }

  /// The feedback in words, as the main page shows it.
  public var description: String {
    switch self {
    case .none: "none"
    case .veryBad: "very bad"
    case .bad: "bad"
    case .soAndSo: "so and so"
    case .good: "good"
    case .reallyGood: "really good"
    }
  }

  /// Orders feedback from none to really good.
  public static func < (lhs: Feedback, rhs: Feedback) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
