import Signals
import SignalsTesting
import Testing

@Suite struct ReplayLazilyTests {
  @Test func theSourceStartsOnceAtTheFirstStart() {
    let starts = Counter()
    let source = SignalProducer<Int, Never> { observer, _ in
      starts.increment()
      observer.emit(1)
    }
    let shared = source.replayLazily(upTo: 1)
    #expect(starts.value == 0)
    let first = EventRecorder(shared)
    let second = EventRecorder(shared)
    #expect(starts.value == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test func aLaterStartGetsTheLatestValuesThenLiveOnes() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let shared = signal.producer.replayLazily(upTo: 2)
    let first = EventRecorder(shared)
    emitter.emit(1)
    emitter.emit(2)
    emitter.emit(3)
    let second = EventRecorder(shared)
    emitter.emit(4)
    #expect(first.values == [1, 2, 3, 4])
    #expect(second.values == [2, 3, 4])
  }

  @Test func aStartAfterTheEndGetsTheBufferAndTheTerminalEvent() {
    let shared = SignalProducer<Int, TestError>(values: [1, 2, 3])
      .concat(SignalProducer(error: TestError(code: 9)))
      .replayLazily(upTo: 1)
    _ = EventRecorder(shared)
    let late = EventRecorder(shared)
    #expect(late.events == [.value(3), .failed(TestError(code: 9))])
  }

  @Test func aCapacityOfZeroReplaysOnlyTheEnd() {
    let shared = SignalProducer(values: [1, 2]).replayLazily(upTo: 0)
    _ = EventRecorder(shared)
    #expect(EventRecorder(shared).events == [.completed])
  }

  @Test func interruptingOneStartLeavesTheSharedRunGoing() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let shared = signal.producer.replayLazily(upTo: 1)
    let first = EventRecorder(shared)
    let second = EventRecorder(shared)
    first.interrupt()
    emitter.emit(1)
    #expect(first.events == [.interrupted])
    #expect(second.values == [1])
  }

  @Test func theSharedRunIsInterruptedWhenTheProducerAndItsRunsAreGone() {
    let cleanups = Counter()
    var shared: SignalProducer<Int, Never>? = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { cleanups.increment() }
    }.replayLazily(upTo: 1)
    let recorder = EventRecorder(shared!)
    shared = nil
    #expect(cleanups.value == 0)
    recorder.interrupt()
    #expect(cleanups.value == 1)
  }
}
