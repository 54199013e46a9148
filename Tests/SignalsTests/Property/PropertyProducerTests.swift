import Signals
import SignalsTesting
import Testing

@Suite struct PropertyProducerTests {
  @Test func aPropertysProducerSendsTheCurrentValueThenEveryChange() {
    let count = MutableProperty(1)
    let recorder = EventRecorder(Property(count).producer)
    count.value = 2
    #expect(recorder.values == [1, 2])
  }

  @Test func eachStartSeesTheValueAtThatMoment() {
    let count = MutableProperty(1)
    let producer = count.producer
    count.value = 5
    #expect(EventRecorder(producer).values == [5])
  }

  @Test func theProducersRunsCompleteWhenThePropertyIsReleased() {
    var count: MutableProperty<Int>? = MutableProperty(1)
    let recorder = EventRecorder(count!.producer.map { $0 })
    _ = count
    count = nil
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func capturingTakesValuesWithoutKeepingTheSourceAlive() {
    let watch = Locked<MutableProperty<Int>?>.make(MutableProperty(1))
    weak let weakSource = watch.withLock { $0 }
    let captured = Property(capturing: Property(watch.withLock { $0! }))
    let completions = Counter()
    captured.signal.observeCompleted { completions.increment() }
    watch.withLock { $0?.value = 2 }
    #expect(captured.value == 2)
    watch.withLock { $0 = nil }
    #expect(weakSource == nil)
    #expect(captured.value == 2)
    #expect(completions.value == 1)
  }

  @Test func propertyFromAProducerStartsAtInitialAndFollowsTheRun() {
    let (signal, emitter) = Signal<String, Never>.pipe()
    let status = Property(initial: "loading", then: signal.producer)
    #expect(status.value == "loading")
    emitter.emit("ready")
    #expect(status.value == "ready")
  }

  @Test func combineLatestFollowsBothProperties() {
    let name = MutableProperty("Ada")
    let age = MutableProperty(36)
    let both = Property(name).combineLatest(with: Property(age))
    let seen = Log<String>()
    both.observeValues { seen.append("\($0.0) \($0.1)") }
    age.value = 37
    name.value = "Grace"
    #expect(seen.all == ["Ada 36", "Ada 37", "Grace 37"])
    #expect(both.value == ("Grace", 37))
  }

  @Test func zipPairsChangesByPosition() {
    let left = MutableProperty(1)
    let right = MutableProperty("a")
    let pairs = Property(left).zip(with: Property(right))
    left.value = 2
    #expect(pairs.value == (1, "a"))
    right.value = "b"
    #expect(pairs.value == (2, "b"))
  }

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

  @Test func flatMapLatestFollowsTheInnerPropertyOfTheLatestValue() {
    let selected = MutableProperty(0)
    let names = [MutableProperty("Ada"), MutableProperty("Grace")]
    let name = Property(selected).flatMap(.latest) { Property(names[$0]) }
    #expect(name.value == "Ada")
    selected.value = 1
    #expect(name.value == "Grace")
    names[0].value = "Ada L."
    #expect(name.value == "Grace")
    names[1].value = "Grace H."
    #expect(name.value == "Grace H.")
  }

  @Test func derivedPropertiesReleaseTheirFeedWhenReleased() {
    let count = MutableProperty(1)
    weak var weakDerived: Property<(Int, Int)>?
    do {
      let derived = Property(count).combineLatest(with: Property(count))
      weakDerived = derived
      count.value = 2
      #expect(derived.value == (2, 2))
    }
    #expect(weakDerived == nil)
    count.value = 3
  }
}
