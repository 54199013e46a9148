import Signals
import SignalsTesting
import Testing

@Suite struct CollectTests {
  @Test func collectsEveryValueIntoOneArrayOnCompletion() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect())
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events.isEmpty)
    emitter.complete()
    #expect(recorder.events == [.value([1, 2]), .completed])
  }

  @Test func forwardsAnEmptyArrayWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect())
    emitter.complete()
    #expect(recorder.events == [.value([]), .completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func forwardsNoArrayWhenTheSignalDoesNotComplete(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect())
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func countForwardsEachArrayAsSoonAsItIsFull() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: 2))
    emitter.emit(1)
    #expect(recorder.values.isEmpty)
    emitter.emit(2)
    #expect(recorder.values == [[1, 2]])
    emitter.emit(3)
    emitter.emit(4)
    #expect(recorder.values == [[1, 2], [3, 4]])
  }

  @Test func countFlushesTheRemainderOnCompletion() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: 2))
    for value in 1...3 { emitter.emit(value) }
    emitter.complete()
    #expect(recorder.events == [.value([1, 2]), .value([3]), .completed])
  }

  @Test(arguments: [1, 2, 3])
  func countForwardsNoEmptyTrailingArrayForAnExactMultiple(count: Int) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: count))
    for value in 0..<(count * 2) { emitter.emit(value) }
    emitter.complete()
    let expected = [Array(0..<count), Array(count..<(count * 2))]
    #expect(recorder.events == expected.map { .value($0) } + [.completed])
  }

  @Test func countForwardsOnlyCompletionWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: 3))
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func countDropsTheRemainderWhenTheSignalDoesNotComplete(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: 2))
    for value in 1...3 { emitter.emit(value) }
    emitter.send(terminal.event())
    emitter.emit(4)
    #expect(recorder.events == [.value([1, 2]), terminal.event()])
  }

  @Test func countForwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(count: 2))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events.isEmpty)
  }

  @Test func countOfZeroIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = Signal<Int, Never>.never.collect(count: 0)
    }
  }

  @Test func aPredicateOnTheCollectedValuesForwardsThemWhenReady() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect { $0.reduce(0, +) >= 5 })
    emitter.emit(2)
    #expect(recorder.values.isEmpty)
    emitter.emit(3)
    #expect(recorder.values == [[2, 3]])
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.events == [.value([2, 3]), .value([1]), .completed])
  }

  @Test func aPredicateOnTheNextValueForwardsTheCollectedOnesBeforeIt() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let asked = Log<[Int]>()
    let recorder = EventRecorder(
      signal.collect { values, next in
        asked.append(values)
        return next < values.last!
      })
    emitter.emit(1)
    emitter.emit(2)
    emitter.emit(0)
    #expect(recorder.values == [[1, 2]])
    emitter.complete()
    #expect(recorder.events == [.value([1, 2]), .value([0]), .completed])
    #expect(asked.all == [[1], [1, 2]])
  }

  @Test(arguments: [TerminalCase.failed, .interrupted])
  func aPredicateForwardsNothingMoreWhenTheSignalDoesNotComplete(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect { _ in false })
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }
}
