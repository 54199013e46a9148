import Flows

/// Lays out a page's elements in a region of the screen, scrolled so the focused element
/// is in view.
///
/// Elements are stacked with a blank line between them, except within a run of rows or
/// of buttons, which read as one list. When they do not fit, the region's first and last
/// lines say how many elements are hidden above and below ("↑ 3 more", "↓ 12 more").
struct BodyLayout {
  /// Where each element's lines start, counting from the first line of the body.
  private var starts: [Int] = []
  /// Each element's lines.
  private var blocks: [Grid] = []
  /// All the lines of the body.
  private var height = 0

  /// Where a drawn body is scrolled to, and how much of it shows.
  struct Placement: Equatable {
    /// The first line of the body in view, which keeps the focused element visible; the
    /// host passes it back in the next scene so the view does not jump.
    var scroll = 0
    /// How many lines of the body are in view: the region, less the lines that say what
    /// is hidden when the body does not fit.
    var viewHeight = 0
  }

  /// Draws the elements of `page` that are in view in `rows` × `columns` of `grid`.
  static func draw(
    _ page: PageScene, into grid: inout Grid, rows: Range<Int>, columns: Range<Int>
  ) -> Placement {
    let layout = BodyLayout(page, width: columns.count)
    return layout.draw(page, into: &grid, rows: rows, column: columns.lowerBound)
  }

  private init(_ page: PageScene, width: Int) {
    var previous: ElementSnapshot?
    for (index, element) in page.elements.enumerated() {
      if let previous, !Self.continuesList(previous, element) { height += 1 }
      let block = ElementRenderer.render(element, width: width, isFocused: index == page.focus)
      starts.append(height)
      blocks.append(block)
      height += block.rows
      previous = element
    }
  }

  private static func continuesList(_ previous: ElementSnapshot, _ next: ElementSnapshot) -> Bool {
    switch (previous.shown, next.shown) {
    case (.row, .row), (.button, .button): true
    default: false
    }
  }

  private func draw(_ page: PageScene, into grid: inout Grid, rows: Range<Int>, column: Int)
    -> Placement
  {
    let overflows = height > rows.count
    let view = overflows ? (rows.lowerBound + 1)..<(rows.upperBound - 1) : rows
    guard !view.isEmpty else { return Placement() }
    let scroll = scroll(page, viewHeight: view.count)
    for (start, block) in zip(starts, blocks) {
      let first = max(start, scroll)
      let end = min(start + block.rows, scroll + view.count)
      guard first < end else { continue }
      let visible = first..<end
      grid.draw(
        block, row: view.lowerBound + visible.lowerBound - scroll, column: column,
        rows: (visible.lowerBound - start)..<(visible.upperBound - start))
    }
    if overflows {
      let above = zip(starts, blocks).filter { $0 + $1.rows <= scroll }.count
      let below = starts.filter { $0 >= scroll + view.count }.count
      indicate(above, "↑", row: rows.lowerBound, column: column, in: &grid)
      indicate(below, "↓", row: rows.upperBound - 1, column: column, in: &grid)
    }
    return Placement(scroll: scroll, viewHeight: view.count)
  }

  /// The first line in view: the page's scroll, moved as little as possible to show the
  /// focused element whole, and to the top when nothing focusable is above it.
  private func scroll(_ page: PageScene, viewHeight: Int) -> Int {
    let limit = max(0, height - viewHeight)
    var scroll = min(max(0, page.scroll), limit)
    guard let focus = page.focus, starts.indices.contains(focus) else { return scroll }
    let start = starts[focus]
    let end = start + blocks[focus].rows
    if !page.elements[..<focus].contains(where: \.isFocusable), end <= viewHeight { return 0 }
    if end > scroll + viewHeight { scroll = end - viewHeight }
    if start < scroll { scroll = start }
    return scroll
  }

  private func indicate(_ count: Int, _ arrow: String, row: Int, column: Int, in grid: inout Grid) {
    guard count > 0 else { return }
    grid.write(
      "\(arrow) \(count) more", row: row, column: column + ElementRenderer.gutter,
      style: .secondary)
  }
}
