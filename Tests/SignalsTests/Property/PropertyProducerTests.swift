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

  @Test func aProducerStartedAfterItsPropertyIsGoneSendsTheLastValueAndCompletes() {
    var count: MutableProperty<Int>? = MutableProperty(1)
    weak let weakCount = count
    let producer = count!.producer
    count?.value = 2
    count = nil
    #expect(weakCount == nil, "the producer keeps its property alive")
    #expect(EventRecorder(producer).events == [.value(2), .completed])
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

}
