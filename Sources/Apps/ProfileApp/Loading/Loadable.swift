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
  /// The first request, or a retry after a failure, is in flight.
  case loading
  /// The content.
  case loaded(Value)
  /// The content, shown while a refresh asks for it again.
  case refreshing(Value)
  /// The last request failed; the message says why, in words.
  case failed(String)

  /// The content shown, while loaded or refreshing.
  public var value: Value? {
    switch self {
    case .loaded(let value), .refreshing(let value): value
    case .idle, .loading, .failed: nil
    }
  }

  /// Whether a request is in flight.
  public var isLoading: Bool {
    switch self {
    case .loading, .refreshing: true
    case .idle, .loaded, .failed: false
    }
  }

  /// The failure's message, when failed.
  public var failure: String? {
    if case .failed(let message) = self { return message }
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
