/// Content that comes from the service, as a screen shows it: not asked for yet, on its
/// way, there, being refreshed, or failed with a reason a user can read.
///
/// The view model of every screen of the profile app, or a part of one. A list that
/// loaded empty is ``loaded(_:)`` with an empty list; ``isEmpty`` says so.
///
/// ```swift
/// let posts = Loadable<[Post]>.refreshing([])
/// print(posts.value?.count ?? -1, posts.isLoading)  // Prints "0 true"
/// ```
public enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// The first request is in flight.
  case loading
  /// A retry is in flight after `attempts` requests in a row failed, the last with
  /// `failure`: the screen says it is trying again.
  case retrying(after: String, attempts: Int)
  /// The content.
  case loaded(Value)
  /// The content, shown while a refresh asks for it again.
  case refreshing(Value)
  /// The last request failed; the message says why, in words, and `attempts` counts the
  /// requests in a row that failed, so that a retry that failed the same way shows.
  case failed(String, attempts: Int = 1)

  /// The content shown, while loaded or refreshing.
  public var value: Value? {
    switch self {
    case .loaded(let value), .refreshing(let value): value
    case .idle, .loading, .retrying, .failed: nil
    }
  }

  /// Whether a request is in flight.
  public var isLoading: Bool {
    switch self {
    case .loading, .retrying, .refreshing: true
    case .idle, .loaded, .failed: false
    }
  }

  /// The failure's message, when failed.
  public var failure: String? {
    if case .failed(let message, _) = self { return message }
    return nil
  }
}

extension Loadable where Value: Collection {
  /// Whether the content loaded and has nothing in it: a list's empty state.
  ///
  /// ```swift
  /// print(Loadable<[Post]>.loaded([]).isEmpty)  // Prints "true"
  /// ```
  public var isEmpty: Bool {
    value?.isEmpty ?? false
  }
}

extension Loadable {
  /// What a screen says while retrying: `Retrying… (attempt 2)`.
  static func retryingText(attempts: Int) -> String {
    "Retrying… (attempt \(attempts + 1))"
  }

  /// `The users could not be loaded. …`, saying after how many attempts when more than
  /// one failed in a row.
  static func failureText(_ subject: String, _ message: String, attempts: Int) -> String {
    let after = attempts > 1 ? " after \(attempts) attempts" : ""
    return "\(subject) could not be loaded\(after). \(message)"
  }
}
