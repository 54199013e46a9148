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
}
