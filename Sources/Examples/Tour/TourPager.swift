/// Splits the tour's lines into screenfuls, as `more` does: each page fills the terminal
/// but the rows the prompt under it takes, so that no line scrolls off before it is read.
struct TourPager: Equatable {
  /// The terminal's height in rows.
  let rows: Int
  /// The terminal's width in columns: a longer line wraps onto the rows below.
  let columns: Int

  /// How many rows a page may fill when the prompt under it takes `promptRows`: the rest,
  /// and at least one.
  func pageHeight(promptRows: Int) -> Int { max(1, rows - promptRows) }

  /// How many rows `line` takes once the terminal wraps it; an empty line takes one.
  func height(of line: String) -> Int {
    line.isEmpty ? 1 : (line.count - 1) / max(1, columns) + 1
  }

  /// `lines` cut into pages that each fit above a prompt `promptRows` tall. A line taller
  /// than a page has a page to itself.
  func pages(of lines: [String], promptRows: Int = 1) -> [[String]] {
    let pageHeight = pageHeight(promptRows: promptRows)
    var pages: [[String]] = []
    var page: [String] = []
    var used = 0
    for line in lines {
      let height = height(of: line)
      if !page.isEmpty, used + height > pageHeight {
        pages.append(page)
        page = []
        used = 0
      }
      page.append(line)
      used += height
    }
    return page.isEmpty ? pages : pages + [page]
  }
}
