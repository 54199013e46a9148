import Flows
import Signals
import Synchronization
import Testing

@Suite struct PageContentChangesTests {
  /// Counts the calls of `changed`.
  private final class Counter: Sendable {
    private let calls = Atomic(0)
    var count: Int { calls.load(ordering: .acquiring) }
    func changed() { calls.add(1, ordering: .relaxed) }
  }

  @Test func callsOnceAtOnceThenForEveryChangeOfAnElementsContent() {
    let label = MutableProperty("before")
    let isOn = MutableProperty(false)
    let page = Page(title: "t", elements: [.text(Property(label)), .toggle("on", isOn: isOn)])
    let counter = Counter()
    let watch = page.observeContentChanges { counter.changed() }
    #expect(counter.count == 1)
    label.value = "after"
    isOn.value = true
    #expect(counter.count == 3)
    watch.dispose()
  }

  @Test func aNewListOfElementsIsWatchedAndTheOldOneIsNot() {
    let old = MutableProperty("old")
    let new = MutableProperty("new")
    let elements = MutableProperty<[Page.Element]>([.text(Property(old))])
    let page = Page(title: "t", elements: Property(elements))
    let counter = Counter()
    let watch = page.observeContentChanges { counter.changed() }
    elements.value = [.text(Property(new))]
    #expect(counter.count == 2)
    old.value = "ignored"
    #expect(counter.count == 2)
    new.value = "seen"
    #expect(counter.count == 3)
    watch.dispose()
  }

  @Test func disposingEndsTheWatch() {
    let label = MutableProperty("before")
    let page = Page(title: "t", elements: [.text(Property(label))])
    let counter = Counter()
    page.observeContentChanges { counter.changed() }.dispose()
    label.value = "after"
    #expect(counter.count == 1)
  }
}
