extension Screen where Input == [Output] {
  /// A screen that lists its input as rows and reports the item the user selects.
  ///
  /// An empty list shows an empty state with `emptyMessage`. This is a functional
  /// `tableViewController`: only the row's content is the caller's business.
  ///
  /// ```swift
  /// let chooseAlbum: Screen<[Album], Album> = .table(title: "Albums") { album in
  ///   Page.Row(album.name, detail: "\(album.year)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - emptyMessage: What the page says when the list is empty.
  ///   - render: Turns an item into the row that shows it.
  /// - Returns: A screen from a list of items to the item selected.
  public static func table(
    title: String, emptyMessage: String = "Nothing to show.",
    render: @escaping @Sendable (Output) -> Page.Row
  ) -> Screen {
    Screen { items, report in
      guard !items.isEmpty else {
        return Page(title: title, elements: [.status(.empty(emptyMessage))])
      }
      let rows = items.map { item in
        let row = render(item)
        return Page.Element.row(row.title, detail: row.detail) { report(item) }
      }
      return Page(title: title, elements: rows)
    }
  }
}
