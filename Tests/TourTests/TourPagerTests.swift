import Testing

@testable import Tour

/// `tour` on a small terminal: a section taller than the screen is shown a screenful at a
/// time, and a line the terminal wraps counts for every row it takes.
@Suite struct TourPagerTests {
  @Test func aSectionTallerThanTheTerminalIsCutIntoScreenfulsLeavingARowForThePrompt() {
    let lines = (1...20).map { "line \($0)" }
    let pages = TourPager(rows: 10, columns: 40).pages(of: lines)
    #expect(pages.map(\.count) == [9, 9, 2])
    #expect(Array(pages.joined()) == lines)
  }

  @Test func aPromptThatWrapsOntoTwoRowsLeavesOneRowLessForThePage() {
    let lines = (1...20).map { "line \($0)" }
    let pages = TourPager(rows: 10, columns: 40).pages(of: lines, promptRows: 2)
    #expect(pages.map(\.count) == [8, 8, 4])
  }

  @Test func aSectionThatFitsIsOnePage() {
    let lines = (1...9).map { "line \($0)" }
    #expect(TourPager(rows: 10, columns: 40).pages(of: lines) == [lines])
  }

  @Test func aWrappedLineCountsEveryRowItTakes() {
    let pager = TourPager(rows: 10, columns: 40)
    #expect(pager.height(of: "") == 1)
    #expect(pager.height(of: String(repeating: "x", count: 40)) == 1)
    #expect(pager.height(of: String(repeating: "x", count: 41)) == 2)
    #expect(pager.height(of: String(repeating: "—", count: 81)) == 3)
    let long = String(repeating: "y", count: 60)
    let lines = [long, long, long, long, "a", "b"]
    // Four two-row lines fill eight of the nine rows; "a" fills the ninth.
    #expect(pager.pages(of: lines) == [[long, long, long, long, "a"], ["b"]])
  }

  @Test func aLineTallerThanAPageHasAPageToItself() {
    let tall = String(repeating: "z", count: 400)
    #expect(TourPager(rows: 4, columns: 40).pages(of: ["a", tall, "b"]) == [["a"], [tall], ["b"]])
  }

  @Test func aTerminalThatDoesNotSayItsSizeKeepsASectionOnOnePage() {
    let lines = (1...100).map { String(repeating: "w", count: $0) }
    #expect(TourPager(rows: .max, columns: .max).pages(of: lines) == [lines])
  }
}
