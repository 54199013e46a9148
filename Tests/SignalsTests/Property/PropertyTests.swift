import Signals
import SignalsTesting
import Testing

@Suite struct PropertyTests {
  @Test func aConstantPropertyReplaysItsValueAndNeverChanges() {
    let property = Property(value: "fixed")
    let values = Log<String>()
    property.observeValues { values.append($0) }
    #expect(values.all == ["fixed"])
    #expect(property.value == "fixed")
    #expect(EventRecorder(property.signal).isCompleted)
  }

  @Test func aViewOfAMutablePropertyFollowsIt() {
    let source = MutableProperty(1)
    let view = Property(source)
    let values = Log<Int>()
    view.observeValues { values.append($0) }
    source.value = 2
    #expect(view.value == 2)
    #expect(values.all == [1, 2])
  }

  @Test func aPropertyFromASignalStartsAtItsInitialValueAndTakesEveryValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: signal)
    let values = Log<Int>()
    property.observeValues { values.append($0) }
    emitter.emit(1)
    emitter.emit(2)
    #expect(property.value == 2)
    #expect(values.all == [0, 1, 2])
  }

  @Test func aPropertyFromASignalEndsItsSignalWithTheSourceAndKeepsItsValue() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: signal)
    let recorder = EventRecorder(property.signal)
    emitter.emit(5)
    emitter.complete()
    #expect(recorder.events == [.value(5), .completed])
    #expect(property.value == 5)
  }

  @Test func releasingAPropertyFromASignalStopsObservingTheSource() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let releases = Counter()
    var property: Property<Int>? = Property(initial: 0, then: tracked(signal, releases: releases))
    emitter.emit(1)
    #expect(property?.value == 1)
    property = nil
    #expect(releases.value == 1)
  }

  @Test func mapReadsThroughItsSourceAndMapsEveryChange() {
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
}
