extension Page {
  /// What a row of a list shows: a title and, optionally, a detail beside it.
  ///
  /// ```swift
  /// let row = Page.Row("Kind of Blue", detail: "1959")
  /// ```
  public struct Row: Hashable, Sendable {
    /// The row's main text.
    public var title: String
    /// Secondary text shown beside the title, if any.
    public var detail: String?

    /// Creates a row showing `title` and, if given, `detail`.
    public init(_ title: String, detail: String? = nil) {
      self.title = title
      self.detail = detail
    }
  }
}
