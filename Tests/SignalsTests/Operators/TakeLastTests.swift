import Signals
import SignalsTesting
import Testing

@Suite struct TakeLastTests {
  @Test(arguments: [(0, [Int]()), (1, [5]), (2, [4, 5]), (3, [3, 4, 5]), (9, [1, 2, 3, 4, 5])])
  func forwardsTheLastValuesInOrderOnCompletion(count: Int, expected: [Int]) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(last: count))
    for value in 1...5 { emitter.emit(value) }
    #expect(recorder.events.isEmpty)
    emitter.complete()
    #expect(recorder.events == expected.map { .value($0) } + [.completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func forwardsNothingKeptWhenTheSignalDoesNotComplete(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(last: 2))
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func aProducerForwardsTheLastValuesOfEachRun() {
    let producer = SignalProducer<Int, Never>(values: 1...4).take(last: 2)
    #expect(EventRecorder(producer).events == [.value(3), .value(4), .completed])
    #expect(EventRecorder(producer).values == [3, 4])
  }

  @Test func aNegativeCountKeepsNothing() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(last: -1))
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func theRingKeepsOrderAfterWrappingManyTimes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(last: 3))
    for value in 1...100 { emitter.emit(value) }
    emitter.complete()
    #expect(recorder.values == [98, 99, 100])
  }
}
