import Testing

@testable import TerminalHost

@Suite struct TerminalSizeTests {
  @Test(arguments: [("80x24", 80, 24), ("40X12", 40, 12), ("1x10000", 1, 10_000)])
  func sizesAreReadAsColumnsByRows(text: String, columns: Int, rows: Int) {
    #expect(TerminalSize(parsing: text) == TerminalSize(columns: columns, rows: rows))
  }

  @Test(arguments: ["", "80", "80x", "x24", "0x24", "80x-1", "80x24x1", "axb", "10001x5"])
  func anythingElseIsNoSize(text: String) {
    #expect(TerminalSize(parsing: text) == nil)
  }

  @Test func aSizeCoversOnlySizesNoLargerInBothDirections() {
    let needed = TerminalSize(columns: 40, rows: 10)
    #expect(TerminalSize(columns: 40, rows: 10).covers(needed))
    #expect(TerminalSize(columns: 200, rows: 50).covers(needed))
    #expect(!TerminalSize(columns: 39, rows: 50).covers(needed))
    #expect(!TerminalSize(columns: 200, rows: 9).covers(needed))
  }

  @Test func aSizeIsShownAsColumnsTimesRows() {
    #expect(TerminalSize(columns: 80, rows: 24).description == "80×24")
  }
}
