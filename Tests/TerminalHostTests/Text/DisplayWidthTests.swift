import Testing

@testable import TerminalHost

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("ｶ", 1), ("Ａ", 2), ("😀", 2),
    ("❤\u{FE0F}", 1), ("👍🏽", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{AD}", 1),
  ])
  func characterTakesTheColumnsOfItsFirstScalar(character: String, columns: Int) {
    #expect(Character(character).displayWidth == columns)
  }

  @Test(arguments: ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{7}", "\u{1160}", "\u{D7B0}"])
  func marksJoinersSelectorsAndControlsTakeNoColumns(scalar: String) {
    #expect(scalar.unicodeScalars.first!.displayWidth == 0)
  }

  @Test func wideRangesAreSortedAndDisjointSoTheSearchFindsEveryOne() {
    for (lower, upper) in zip(wideRanges, wideRanges.dropFirst()) {
      #expect(lower.upperBound < upper.lowerBound, "\(lower) overlaps or precedes \(upper)")
    }
    for range in wideRanges {
      for value in [range.lowerBound, range.upperBound] {
        #expect(Unicode.Scalar(value).map(\.displayWidth) == 2, "U+\(value)")
      }
    }
  }

  @Test(arguments: [0x10FF, 0x1160, 0x2E9A, 0x303F, 0xFF61, 0x1F321, 0x3FFFE])
  func codePointsBetweenWideRangesAreNotWide(value: Int) {
    #expect(Unicode.Scalar(UInt32(value)).map(\.displayWidth) != 2)
  }

  @Test func textTakesTheSumOfItsCharacters() {
    #expect("Artists".displayWidth == 7)
    #expect("Sakamoto 坂本龍一 🎹".displayWidth == 9 + 8 + 1 + 2)
    #expect("".displayWidth == 0)
  }
}
