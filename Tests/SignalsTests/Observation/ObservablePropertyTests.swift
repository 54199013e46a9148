import Foundation
import Observation
import Signals
import SignalsTesting
import Testing

@MainActor
@Suite struct ObservablePropertyTests {
  @Test func mirrorsTheValueAndEachChange() async {
    let count = MutableProperty(1)
    let mirror = ObservableProperty(Property(count).map { $0 * 10 })
    #expect(mirror.value == 10)
    count.value = 2
    await MainScheduler.flush()
    #expect(mirror.value == 20)
  }

  @Test func aChangeOnAnotherThreadReachesObservationOnceOnTheMainActor() async {
    let count = MutableProperty(1)
    let mirror = ObservableProperty(Property(count))
    let changes = ChangeCounter { _ = mirror.value }
    await Task.detached { count.value = 2 }.value
    await MainScheduler.flush()
    #expect(mirror.value == 2)
    #expect(changes.count == 1)
    #expect(changes.countOffTheMainActor == 0)
  }

  @Test func keepsItsLastValueWhenTheSourceGoes() async {
    var count: MutableProperty<Int>? = MutableProperty(1)
    let mirror = ObservableProperty(Property(count!))
    count?.value = 3
    count = nil
    await MainScheduler.flush()
    #expect(mirror.value == 3)
  }

  @Test func theMirrorKeepsADerivedPropertyObservedAndThePropertyDoesNotKeepTheMirror() async {
    let count = MutableProperty(1)
    var mirror: ObservableProperty<Int>? = ObservableProperty(Property(count).map { $0 + 1 })
    weak let weakMirror = mirror
    count.value = 2
    await MainScheduler.flush()
    #expect(mirror?.value == 3)
    mirror = nil
    #expect(weakMirror == nil)
    count.value = 3  // Reaches no mirror, and nothing fails.
  }
}

@MainActor
@Suite struct ObservableMutablePropertyTests {
  @Test func aSetSetsThePropertyAndTheMirrorAtOnce() async {
    let name = MutableProperty("")
    let mirror = ObservableMutableProperty(name)
    mirror.value = "Ada"
    #expect(name.value == "Ada")
    #expect(mirror.value == "Ada")
    name.value = "Grace"
    await MainScheduler.flush()
    #expect(mirror.value == "Grace")
  }

  @Test func aSetIsReportedToObservationOnce() async {
    let mirror = ObservableMutableProperty(MutableProperty(0))
    let reports = ChangeCounter { _ = mirror.value }
    mirror.value = 1
    await MainScheduler.flush()
    #expect(reports.count == 1)
    #expect(mirror.value == 1)
  }

  @Test func theMirrorOwnsThePropertyAndThePropertyDoesNotKeepTheMirror() {
    var mirror: ObservableMutableProperty<Int>? = ObservableMutableProperty(MutableProperty(0))
    weak let weakMirror = mirror
    mirror = nil
    #expect(weakMirror == nil)
    var name: MutableProperty<String>? = MutableProperty("")
    weak let weakName = name
    let owner = ObservableMutableProperty(name!)
    name = nil
    #expect(weakName != nil)
    owner.value = "kept"
    #expect(weakName?.value == "kept")
  }
}
