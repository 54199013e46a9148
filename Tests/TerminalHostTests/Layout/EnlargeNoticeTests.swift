import Testing

@testable import TerminalHost

@Suite struct EnlargeNoticeTests {
  @Test func aTenByFourWindowShowsTheWholeRequestWrappedAtSpaces() {
    let grid = EnlargeNotice.grid(size: TerminalSize(columns: 10, rows: 4))
    #expect(grid.lines == ["  Please", " enlarge", "the window", " to 40×10"])
  }

  @Test func aWindowWithRoomSaysBothSizes() {
    let lines = EnlargeNotice.lines(fitting: TerminalSize(columns: 39, rows: 9))
    #expect(lines == ["Please enlarge the window", "(needs at least 40×10, now 39×9)"])
  }

  @Test(arguments: 1...39, 1...9)
  func noWordIsCutAndTheNeededSizeStaysVisible(columns: Int, rows: Int) {
    let size = TerminalSize(columns: columns, rows: rows)
    let lines = EnlargeNotice.lines(fitting: size)
    #expect(lines.count <= rows)
    #expect(lines.allSatisfy { $0.displayWidth <= columns })
    let shown = lines.joined(separator: " ").split(separator: " ").map(String.init)
    let words = Set(
      EnlargeNotice.wordings(for: size).flatMap {
        $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      })
    if columns >= "40×10".count {
      #expect(shown.allSatisfy(words.contains), "a word was cut: \(lines)")
      #expect(shown.contains { $0.contains("40×10") })
    }
  }
}
