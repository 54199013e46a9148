import OffThePool
import SearchApp
import Signals
import Testing

@Suite(.cpuBound) struct ScalarIndexTests {
  @Test func theIndexHoldsEveryNamedScalarInCodePointOrder() {
    let values = sharedIndex.scalars.map(\.scalar.value)
    #expect(values.count > 100_000)
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.contains(0x2603))
    #expect(values.contains(0x4E00))  // CJK UNIFIED IDEOGRAPH-4E00
    #expect(!values.contains(0xE000))  // private use has no name
  }

  @Test func buildingReportsRisingFractionsEndingAtOne() {
    let reports = Locked<[Double]>.make([])
    _ = ScalarIndex.build { done in reports.withLock { $0.append(done) } }
    let fractions = reports.withLock { $0 }
    #expect(fractions.count > 10)
    #expect(fractions == fractions.sorted())
    #expect(fractions.last == 1)
  }
}
