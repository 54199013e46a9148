import Flows

/// Lays out a page's elements in a region of the screen, scrolled as the page's view says.
///
/// Elements are stacked with a blank line between them, except within a run of rows or
/// of buttons, which read as one list. When they do not fit, the lines around the region
/// say how many elements are hidden, wholly or in part, above and below ("↑ 3 more",
/// "↓ 12 more").
///
/// The scroll is the view's own: the layout only keeps it within the body, and moves it
/// to show the focused element only when the focus has just moved (``PageScene/revealsFocus``),
/// so that a page opens at its top and the user can scroll through text above or below
/// the focused element.
struct BodyLayout {
  /// Where each element's lines start, counting from the first line of the body.
  private var starts: [Int] = []
  /// Each element's lines.
  private var blocks: [Grid] = []
  /// All the lines of the body.
  private var height = 0
  /// The columns each element takes.
  private var layoutWidth = 0

  /// Where a drawn body is scrolled to, how much of it shows, and where its elements are:
  /// what the keys need to scroll and move the focus as the user saw the page.
  struct Placement: Hashable, Sendable {
    /// The first line of the body in view; the host passes it back in the next scene so
    /// the view does not jump.
    var scroll = 0
    /// How many lines of the body are in view: the region, less the lines that say what
    /// is hidden when the body does not fit.
    var viewHeight = 0
    /// The lines of the whole body.
    var height = 0
    /// The lines each element takes, by index, counting from the body's first line.
    var lines: [Range<Int>] = []
    /// The screen row that shows the first line in view, where a click lands on it.
    var top = 0
    /// The screen column of the elements' first column, their focus gutter.
    var left = 0
    /// The columns each element takes, its gutter included.
    var width = 0

    /// The largest scroll: the body's last line at the bottom of the view.
    var scrollLimit: Int { max(0, height - viewHeight) }

    /// The lines in view.
    var visibleLines: Range<Int> { scroll..<(scroll + viewHeight) }

    /// Whether any line of the element at `index` is in view.
    func shows(_ index: Int) -> Bool {
      lines.indices.contains(index) && lines[index].overlaps(visibleLines)
    }

    /// The element shown at screen `row`, with the line of it there (0 for its first)
    /// and `column` counted from the element's content, after its focus gutter; `nil`
    /// for a cell outside the view (beside a modal page's frame, say) or between elements.
    func element(atRow row: Int, column: Int) -> (index: Int, line: Int, column: Int)? {
      guard (top..<(top + viewHeight)).contains(row), (left..<(left + width)).contains(column)
      else { return nil }
      let line = scroll + row - top
      guard let index = lines.firstIndex(where: { $0.contains(line) }) else { return nil }
      return (index, line - lines[index].lowerBound, column - left - ElementRenderer.gutter)
    }
  }

  /// Draws the elements of `page` that are in view in `rows` × `columns` of `grid`.
  ///
  /// - Parameter aboveRow: A row above `rows` free for "↑ N more", so that the body does
  ///   not move down a line when it starts to overflow; without one, the body's first row
  ///   says it.
  static func draw(
    _ page: PageScene, into grid: inout Grid, rows: Range<Int>, columns: Range<Int>,
    aboveRow: Int? = nil
  ) -> Placement {
    let layout = BodyLayout(page, width: columns.count)
    return layout.draw(
      page, into: &grid, rows: rows, column: columns.lowerBound, aboveRow: aboveRow)
  }

  private init(_ page: PageScene, width: Int) {
    layoutWidth = width
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

  private func draw(
    _ page: PageScene, into grid: inout Grid, rows: Range<Int>, column: Int, aboveRow: Int?
  ) -> Placement {
    let overflows = height > rows.count
    let top = overflows && aboveRow == nil ? rows.lowerBound + 1 : rows.lowerBound
    let view = overflows ? top..<(rows.upperBound - 1) : rows
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
      // An element cut short counts too: the lines of it out of view are more to see.
      let above = starts.filter { $0 < scroll }.count
      let below = zip(starts, blocks).filter { $0 + $1.rows > scroll + view.count }.count
      indicate(above, "↑", row: aboveRow ?? rows.lowerBound, column: column, in: &grid)
      indicate(below, "↓", row: rows.upperBound - 1, column: column, in: &grid)
    }
    let lines = zip(starts, blocks).map { $0..<($0 + $1.rows) }
    return Placement(
      scroll: scroll, viewHeight: view.count, height: height, lines: lines,
      top: view.lowerBound, left: column, width: layoutWidth)
  }

  /// The first line in view: the page's scroll, kept within the body, and moved as little
  /// as possible to show the focused element whole when the focus has just moved.
  private func scroll(_ page: PageScene, viewHeight: Int) -> Int {
    let limit = max(0, height - viewHeight)
    var scroll = min(max(0, page.scroll), limit)
    guard page.revealsFocus, let focus = page.focus, starts.indices.contains(focus) else {
      return scroll
    }
    let start = starts[focus]
    let end = start + blocks[focus].rows
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
