import Signals
import SignalsTesting
import Testing

@Suite struct TakeUntilReplacementTests {
  @Test func forwardsThisSignalThenTheReplacementOnceItSends() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (replacement, replacementEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(untilReplacement: replacement))
    emitter.emit(1)
    replacementEmitter.emit(10)
    emitter.emit(2)
    emitter.complete()
    replacementEmitter.emit(11)
    replacementEmitter.complete()
    #expect(recorder.events == [.value(1), .value(10), .value(11), .completed])
  }

  @Test func aTerminalEventOfTheReplacementReplacesToo() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (replacement, replacementEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(untilReplacement: replacement))
    emitter.emit(1)
    replacementEmitter.fail(TestError(code: 4))
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .failed(TestError(code: 4))])
  }

  @Test(arguments: TerminalCase.allCases)
  func aTerminalEventBeforeTheReplacementEndsTheResult(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (replacement, replacementEmitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(untilReplacement: replacement))
    emitter.send(terminal.event())
    replacementEmitter.emit(10)
    #expect(recorder.events == [terminal.event()])
  }

  @Test func stopsObservingThisSignalOnceReplaced() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let (replacement, replacementEmitter) = Signal<Int, TestError>.pipe()
    let disposed = Counter()
    let recorder = EventRecorder(
      signal.on(disposed: { disposed.increment() }).take(untilReplacement: replacement))
    replacementEmitter.emit(10)
    #expect(disposed.value == 1)
    emitter.emit(1)
    #expect(recorder.values == [10])
  }

  @Test func aProducerReplacementStartedFirstTakesOverWhenItSends() {
    let interrupted = Counter()
    let source = SignalProducer<String, Never> { observer, lifetime in
      lifetime.observeEnded { interrupted.increment() }
      observer.emit("cached")
    }
    let (fresh, freshEmitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(source.take(untilReplacement: SignalProducer(fresh)))
    #expect(recorder.values == ["cached"])
    freshEmitter.emit("fresh")
    #expect(recorder.values == ["cached", "fresh"])
    #expect(interrupted.value == 1)
    freshEmitter.complete()
    #expect(recorder.isCompleted)
  }

  @Test func aProducerRunIsReplacedByASignal() {
    let (fresh, freshEmitter) = Signal<Int, Never>.pipe()
    let (cached, cachedEmitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(cached).take(untilReplacement: fresh))
    cachedEmitter.emit(1)
    freshEmitter.emit(2)
    cachedEmitter.emit(3)
    #expect(recorder.values == [1, 2])
  }
}
