import Signals
import SignalsTesting
import Testing

@Suite struct PropertyFilteringTests {
  @Test func skipRepeatsSendsOnlyRealChanges() {
    let count = MutableProperty(1)
    let distinct = Property(count).skipRepeats()
    let changes = Log<Int>()
    distinct.signal.observeValues { changes.append($0) }
    count.value = 1
    count.value = 2
    count.value = 2
    count.value = 3
    #expect(changes.all == [2, 3])
    #expect(distinct.value == 3)
  }

  @Test func skipRepeatsWithAComparisonSendsOnlyChangesItSeesAsReal() {
    let text = MutableProperty("a")
    let folded = Property(text).skipRepeats { $0.lowercased() == $1.lowercased() }
    let recorder = EventRecorder(folded.signal)
    text.value = "A"
    text.value = "b"
    #expect(recorder.values == ["b"])
    #expect(folded.value == "b")
  }

  @Test func uniqueValuesTakesEachValueOnlyTheFirstTime() {
    let page = MutableProperty(1)
    let visited = Property(page).uniqueValues()
    let values = Log<Int>()
    visited.observeValues { values.append($0) }
    for next in [2, 1, 3, 2, 4] { page.value = next }
    #expect(values.all == [1, 2, 3, 4])
    #expect(visited.value == 4)
  }

  @Test func uniqueValuesByKeyComparesIdentitiesOnly() {
    let word = MutableProperty("apple")
    let firstLetters = Property(word).uniqueValues { $0.first }
    let recorder = EventRecorder(firstLetters.signal)
    word.value = "avocado"
    word.value = "banana"
    word.value = "blueberry"
    #expect(recorder.values == ["banana"])
    #expect(firstLetters.value == "banana")
  }

  @Test func filterStartsAtTheFallbackWhenTheCurrentValueFails() {
    let input = MutableProperty(-1)
    let positive = Property(input).filter(initial: 0) { $0 > 0 }
    let values = Log<Int>()
    positive.observeValues { values.append($0) }
    input.value = 5
    input.value = -3
    input.value = 7
    #expect(values.all == [0, 5, 7])
    #expect(positive.value == 7)
  }

  @Test func filterStartsAtTheCurrentValueWhenItPasses() {
    let input = MutableProperty(4)
    let positive = Property(input).filter(initial: 0) { $0 > 0 }
    #expect(positive.value == 4)
    #expect(EventRecorder(positive.producer).values == [4])
  }

  @Test func filteringPropertiesDoNotKeepTheirSourceAlive() {
    weak var weakSource: MutableProperty<Int>?
    let derived = { () -> [Property<Int>] in
      let source = MutableProperty(1)
      weakSource = source
      let view = Property(source)
      return [
        view.uniqueValues(), view.uniqueValues { $0 % 2 }, view.filter(initial: 0) { _ in true },
      ]
    }()
    #expect(weakSource == nil)
    #expect(derived.map(\.value) == [1, 1, 1])
  }
}
