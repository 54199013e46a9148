extension Page {
  /// The state of content that is not there: still loading, empty, or failed.
  ///
  /// Show a status in place of content while it loads, and swap it for the content by
  /// changing the page's elements:
  ///
  /// ```swift
  /// let body = MutableProperty<[Page.Element]>([.status(.loading)])
  /// let page = Page(title: "Profile", elements: Property(body))
  /// // Later, when loading fails:
  /// body.value = [.status(.failed("The server is unreachable.", retry: reload))]
  /// ```
  public enum Status: Sendable {
    /// The content is on its way.
    case loading
    /// There is nothing to show; the message says so in the app's words.
    case empty(String)
    /// Loading failed; the message says why, and `retry`, if given, tries again.
    case failed(String, retry: (@Sendable () -> Void)? = nil)
  }
}
