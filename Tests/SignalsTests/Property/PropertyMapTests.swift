import Signals
import SignalsTesting
import Testing

@Suite struct PropertyMapTests {
  @Test func mapTransformsTheCurrentValueAndEveryChange() {
    let source = MutableProperty(3)
    let label = source.map { "\($0) items" }
    let values = Log<String>()
    label.observeValues { values.append($0) }
    let changes = EventRecorder(label.signal)
    source.value = 4
    #expect(label.value == "4 items")
    #expect(values.all == ["3 items", "4 items"])
    #expect(changes.values == ["4 items"])
  }

  @Test func mapRunsItsTransformOncePerChangeHoweverOftenItIsRead() {
    let source = MutableProperty(1)
    let calls = Counter()
    let doubled = Property(source).map { value -> Int in
      calls.increment()
      return value * 2
    }
    let before = calls.value
    for _ in 0..<5 { _ = doubled.value }
    source.value = 2
    #expect(doubled.value == 4)
    #expect(calls.value == before + 1)
  }

  @Test func mapTakesAKeyPath() {
    let name = MutableProperty("Ada")
    let length = Property(name).map(\.count)
    name.value = "Grace"
    #expect(length.value == 5)
  }

  @Test func mapToAValueSendsItAtEveryChange() {
    let query = MutableProperty("")
    let edited = Property(query).map(value: "edited")
    let recorder = EventRecorder(edited.signal)
    #expect(edited.value == "edited")
    query.value = "a"
    query.value = "ab"
    #expect(recorder.values == ["edited", "edited"])
  }

  @Test func aMapOfAConstantIsConstantAndItsSignalHasCompleted() {
    let constant = Property(value: 2).map { $0 + 1 }
    #expect(constant.value == 3)
    #expect(EventRecorder(constant.signal).isCompleted)
    #expect(EventRecorder(constant.producer).events == [.value(3), .completed])
  }
}
