import Signals
import SignalsTesting
import Testing

@Suite struct PropertyCombiningTests {
  @Test func flattenFollowsOnlyTheCurrentInnerProperty() {
    let home = MutableProperty("home")
    let away = MutableProperty("away")
    let screen = MutableProperty(Property(home))
    let title = Property(screen).flatten()
    let values = Log<String>()
    title.observeValues { values.append($0) }
    screen.value = Property(away)
    home.value = "home!"
    away.value = "away!"
    #expect(values.all == ["home", "away", "away!"])
    #expect(title.value == "away!")
  }

  @Test func flattenCompletesOnlyWhenTheOuterAndTheCurrentInnerPropertyHaveGone() {
    let inner = MutableProperty(1)
    var outer: MutableProperty<Property<Int>>? = MutableProperty(Property(inner))
    let flat = Property(outer!).flatten()
    let recorder = EventRecorder(flat.signal)
    outer = nil
    inner.value = 2
    #expect(flat.value == 2)
    #expect(!recorder.isCompleted)
  }

  /// Each strategy follows its inner properties while they live and takes the next
  /// one's current value once the one before has gone; the result completes when the
  /// outer property and every inner property it follows have gone.
  @Test(arguments: [FlattenStrategy.concat, .merge, .latest])
  func flattenGoesOnThroughInnerPropertiesAsTheyAreReleased(strategy: FlattenStrategy) {
    var first: MutableProperty<Int>? = MutableProperty(1)
    var second: MutableProperty<Int>? = MutableProperty(2)
    var third: MutableProperty<Int>? = MutableProperty(3)
    var outer: MutableProperty<Property<Int>>? = MutableProperty(Property(first!))
    let flat = Property(outer!).flatten(strategy)
    let recorder = EventRecorder(flat.producer)
    outer?.value = Property(second!)
    outer?.value = Property(third!)
    first = nil
    second = nil
    third?.value = 4
    outer = nil
    third = nil
    #expect(recorder.events == [.value(1), .value(2), .value(3), .value(4), .completed])
    #expect(flat.value == 4)
  }

  @Test func flatMapWithTheMergeStrategyTakesEveryInnerPropertysChanges() {
    let selected = MutableProperty(0)
    let sources = [MutableProperty(10), MutableProperty(20)]
    let merged = Property(selected).flatMap(.merge) { Property(sources[$0]) }
    selected.value = 1
    sources[0].value = 11
    #expect(merged.value == 11)
    sources[1].value = 21
    #expect(merged.value == 21)
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
