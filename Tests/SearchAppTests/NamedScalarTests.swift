import SearchApp
import Testing

@Suite struct NamedScalarTests {
  @Test func aRowShowsTheCharacterItsCodePointAndItsName() {
    #expect(named(0x2603).row == "☃  U+2603  SNOWMAN")
    #expect(named(0x1F600).row == "😀  U+1F600  GRINNING FACE")
  }

  @Test func aCorrectedNameKeepsItsAliasBeside() {
    let oi = named(0x01A2)
    #expect(oi.name == "LATIN CAPITAL LETTER OI")
    #expect(oi.alias == "LATIN CAPITAL LETTER GHA")
  }

  @Test func unnamedScalarsAreNotIndexed() {
    #expect(NamedScalar(Unicode.Scalar(0xE000)!) == nil)  // private use
    #expect(NamedScalar(Unicode.Scalar(0x0378)!) == nil)  // unassigned
  }
}
