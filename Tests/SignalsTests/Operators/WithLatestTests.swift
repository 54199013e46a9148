import Signals
import SignalsTesting
import Testing

@Suite struct WithLatestTests {
  @Test func pairsEachValueWithTheLatestSampleAndDropsValuesBeforeTheFirst() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (samplee, sampleeEmitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(signal.withLatest(from: samplee).map { "\($0.0)\($0.1)" })
    emitter.emit(1)
    sampleeEmitter.emit("a")
    sampleeEmitter.emit("b")
    emitter.emit(2)
    emitter.emit(3)
    #expect(recorder.values == ["2b", "3b"])
  }

  @Test func keepsTheLastSampleAfterTheSampleeCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (samplee, sampleeEmitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(signal.withLatest(from: samplee).map { "\($0.0)\($0.1)" })
    sampleeEmitter.emit("a")
    sampleeEmitter.complete()
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value("1a"), .completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func endsWhenThisSignalEndsAndStopsObservingTheSamplee(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let disposed = Counter()
    let (samplee, sampleeEmitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(
      signal.withLatest(from: samplee.on(disposed: { disposed.increment() })).map { $0.0 })
    #expect(disposed.value == 0)
    emitter.send(terminal.event())
    sampleeEmitter.emit("late")
    #expect(recorder.events == [terminal.event()])
    #expect(disposed.value == 1)
  }

  @Test func aProducerSampleeRunsWithTheResult() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let ended = Counter()
    let samplee = SignalProducer<String, Never> { observer, lifetime in
      observer.emit("x")
      lifetime.observeEnded { ended.increment() }
    }
    let recorder = EventRecorder(signal.withLatest(from: samplee).map { "\($0.0)\($0.1)" })
    emitter.emit(1)
    #expect(recorder.values == ["1x"])
    recorder.stopObserving()
    #expect(ended.value == 1)
  }

  @Test func eachProducerRunStartsItsOwnSampleeRun() {
    let starts = Counter()
    let samplee = SignalProducer<String, Never> { observer, _ in
      starts.increment()
      observer.emit("x")
    }
    let producer = SignalProducer<Int, Never>(values: [1, 2]).withLatest(from: samplee)
      .map { "\($0.0)\($0.1)" }
    #expect(EventRecorder(producer).events == [.value("1x"), .value("2x"), .completed])
    #expect(EventRecorder(producer).values == ["1x", "2x"])
    #expect(starts.value == 2)
  }

  @Test func aPropertySampleeGivesItsCurrentValueAtOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let volume = MutableProperty(5)
    let recorder = EventRecorder(signal.withLatest(from: volume).map { $0.0 * $0.1 })
    emitter.emit(2)
    volume.value = 10
    emitter.emit(3)
    #expect(recorder.values == [10, 30])
    let producer = SignalProducer<Int, Never>(value: 4).withLatest(from: volume).map { $0.1 }
    #expect(EventRecorder(producer).values == [10])
  }
}
