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

  @Test func aViewDoesNotKeepItsMutablePropertyAliveAndKeepsItsLastValue() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let view = Property(source!)
    let completions = Counter()
    view.signal.observeCompleted { completions.increment() }
    source?.value = 2
    source = nil
    #expect(weakSource == nil, "the view keeps its mutable property alive")
    #expect(view.value == 2)
    #expect(completions.value == 1)
    #expect(EventRecorder(view.producer).events == [.value(2), .completed])
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

  @Test func anInterruptedSourceCompletesThePropertyWhichKeepsItsValue() {
    var emitter: Emitter<Int, Never>? = Emitter()
    let property = Property(initial: 0, then: emitter!.signal)
    let recorder = EventRecorder(property.signal)
    emitter?.emit(3)
    emitter = nil
    #expect(recorder.events == [.value(3), .completed])
    #expect(property.value == 3)
  }
}
