/// Turns a ``Scene`` into the ``Grid`` the terminal shows: the pure half of rendering.
///
/// ```text
///  How was the movie?                          ← title bar: the top page's title
///  Movie feedback › How was the movie?         ← breadcrumb
///
///  › [ good ]                                  ← the page's elements, scrolled so the
///    [ so and so ]                               focused one is in view
///    [ bad ]
///
///  ↑↓ move  Enter select  Esc back  q quit     ← status line: the keys that work here,
///                                                 the least important dropped to fit
/// ```
///
/// A modal page is drawn in a frame over the page beneath it, and a dialog in a box over
/// everything. A screen smaller than ``EnlargeNotice/minimumSize`` shows
/// ``EnlargeNotice`` instead.
enum SceneLayout {
  /// A drawn scene, and where its pages are scrolled to now.
  struct Result: Equatable {
    /// What the screen shows.
    var grid: Grid
    /// Where the scene's page is scrolled to, to pass back in the next scene.
    var page = BodyLayout.Placement()
    /// Where the scene's modal page is scrolled to.
    var modal = BodyLayout.Placement()
    /// Where the dialog's actions are, in order; empty without a dialog.
    var dialogActions: [ScreenArea] = []

    /// How many lines of the top page are in view, for Page Up and Page Down.
    var viewHeight: Int { modal.viewHeight > 0 ? modal.viewHeight : page.viewHeight }
  }

  /// Lays out `scene`.
  static func layout(_ scene: Scene) -> Result {
    let size = scene.size
    guard size.covers(EnlargeNotice.minimumSize) else {
      return Result(grid: EnlargeNotice.grid(size: size))
    }
    var grid = Grid(columns: size.columns, rows: size.rows)
    var result = Result(grid: grid)
    let top = scene.modal ?? scene.page
    drawTitleBar(top?.title ?? "", notice: scene.notice, on: &grid)
    drawBreadcrumb(scene.trail, on: &grid)
    let body = 3..<(size.rows - 1)
    if let page = scene.page {
      // "↑ N more" goes on the blank line under the breadcrumb: the body stays put.
      result.page = BodyLayout.draw(
        page, into: &grid, rows: body, columns: 1..<(size.columns - 1),
        aboveRow: body.lowerBound - 1)
    }
    if let modal = scene.modal {
      // The panel hides the page beneath; the breadcrumb still says where it is.
      for row in body { grid.fill(row: row, style: .plain) }
      let frame = body.lowerBound..<body.upperBound
      let columns = 3..<(size.columns - 3)
      grid.drawBox(rows: frame, columns: columns, style: .frame, title: modal.title)
      // Its first line inside the frame is kept for "↑ N more", as the page's is.
      let inside = (frame.lowerBound + 2)..<(frame.upperBound - 1)
      result.modal = BodyLayout.draw(
        modal, into: &grid, rows: inside,
        columns: (columns.lowerBound + 2)..<(columns.upperBound - 2),
        aboveRow: inside.lowerBound - 1)
    }
    if let dialog = scene.dialog { result.dialogActions = DialogLayout.draw(dialog, on: &grid) }
    let shown = scene.modal != nil ? result.modal : result.page
    let scrolls = scene.dialog == nil && shown.scrollLimit > 0
    drawStatusLine(
      KeyHints.line(for: scene, scrolls: scrolls, width: size.columns - 2), on: &grid)
    result.grid = grid
    return result
  }

  /// The title on the left; the notice on the right, when both fit with two columns
  /// between them, since the title matters more.
  private static func drawTitleBar(_ title: String, notice: String?, on grid: inout Grid) {
    grid.fill(row: 0, style: .bar)
    let width = grid.columns - 2
    grid.write(title.clipped(toWidth: width), row: 0, column: 1, style: .barTitle)
    if let notice, title.displayWidth + 2 + notice.displayWidth <= width {
      grid.write(notice, row: 0, column: 1 + width - notice.displayWidth, style: .bar)
    }
  }

  /// The titles joined by "›", dropping the oldest ones first when they do not fit; none
  /// for a single page, whose title is in the title bar already.
  private static func drawBreadcrumb(_ trail: [String], on grid: inout Grid) {
    guard trail.count > 1 else { return }
    let width = grid.columns - 2
    var shown = trail
    var text = shown.joined(separator: " › ")
    while text.displayWidth > width, shown.count > 1 {
      shown.removeFirst()
      text = "… › " + shown.joined(separator: " › ")
    }
    grid.write(text.clipped(toWidth: width), row: 1, column: 1, style: .secondary)
  }

  private static func drawStatusLine(_ hints: String, on grid: inout Grid) {
    let row = grid.rows - 1
    grid.fill(row: row, style: .bar)
    grid.write(hints.clipped(toWidth: grid.columns - 2), row: row, column: 1, style: .bar)
  }
}
