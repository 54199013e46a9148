import CNCurses

/// Draws grids into ncurses' screen, touching only the cells that changed since the last
/// grid it drew.
///
/// ncurses compares its screen with the terminal's on `refresh()` anyway, so the saving
/// here is the calls: redrawing a page after a key changes a few cells, not thousands.
final class GridPainter {
  private let palette: CursesPalette
  private var painted: Grid?

  init(palette: CursesPalette) {
    self.palette = palette
  }

  /// Draws the cells of `grid` that differ from the last grid drawn, or all of them after
  /// a size change or ``forget()``.
  func paint(_ grid: Grid) {
    let previous = painted.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
    if previous == nil { erase() }
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let cell = grid[row: row, column: column]
        if let previous, previous[row: row, column: column] == cell { continue }
        draw(cell, row: row, column: column)
      }
    }
    painted = grid
  }

  /// Forgets what was drawn, so the next grid is drawn whole (after a resize, when the
  /// terminal's contents are no longer known).
  func forget() {
    painted = nil
  }

  private func draw(_ cell: Cell, row: Int, column: Int) {
    guard case .character(let character) = cell.content else { return }
    let look = palette.attributes(for: cell.style)
    var characters = Self.drawnScalars(of: character).map { wchar_t(bitPattern: $0.value) }
    characters.append(0)
    var drawn = cchar_t()
    guard setcchar(&drawn, characters, look.attributes, look.pair, nil) == OK else { return }
    // At the last column of the last line the cursor cannot advance, so ncurses reports an
    // error after drawing the character; the character is there all the same.
    _ = mvwadd_wch(cncurses_standard_screen(), Int32(row), Int32(column), &drawn)
  }

  /// The scalars ncurses can draw as one cell: the first, then the combining marks after
  /// it (variation selectors among them), as many as a cell holds. This is what
  /// ``Character/displayWidth`` measures. A joiner ends the cell: what it joins is not
  /// drawn, since terminals disagree on how wide a joined sequence is.
  private static func drawnScalars(of character: Character) -> [Unicode.Scalar] {
    var scalars = Array(character.unicodeScalars.prefix(1))
    for scalar in character.unicodeScalars.dropFirst() {
      guard scalar.isCombiningMark, scalars.count < Int(CCHARW_MAX) - 1 else { break }
      scalars.append(scalar)
    }
    return scalars
  }
}
