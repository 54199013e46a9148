import Testing

@testable import Signals

@Suite struct SerializerTests {
  @Test func processesInputsInOrderIncludingOnesSentWhileProcessing() {
    let log = Log<Int>()
    let serializer = Serializer<Int, [Int]>(state: []) { seen, input in
      seen.append(input)
      log.append(input)
    }
    serializer.send(1)
    serializer.send(2)
    #expect(log.all == [1, 2])
  }

  @Test func closingStopsProcessingAndReleasesTheState() {
    weak var weakCanary: Canary?
    let processed = Counter()
    let serializer: Serializer<Int, Canary?>
    do {
      let canary = Canary()
      weakCanary = canary
      serializer = Serializer(state: canary) { _, _ in processed.increment() }
    }
    serializer.send(1)
    serializer.close()
    serializer.send(2)
    #expect(processed.value == 1)
    #expect(weakCanary == nil)
  }
}
