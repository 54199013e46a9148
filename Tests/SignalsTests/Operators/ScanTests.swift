import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ScanTests {
  @Test func forwardsEveryAccumulatorButNotTheInitialOne() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scan(0, +))
    emitter.emit(1)
    emitter.emit(2)
    emitter.emit(3)
    #expect(recorder.values == [1, 3, 6])
  }

  @Test func scanIntoUpdatesTheAccumulatorInPlace() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scan(into: [Int]()) { $0.append($1) })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [[1], [1, 2]])
  }

  @Test func completesWithoutValueWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scan(10, +))
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventAndIgnoresLaterValues(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scan(0, +))
    emitter.emit(1)
    emitter.emit(2)
    emitter.send(terminal.event())
    emitter.emit(3)
    #expect(recorder.events == [.value(1), .value(3), terminal.event()])
  }

  @Test func forwardsFailureAfterTheAccumulatedValues() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.scan(into: "") { $0 += "\($1)" })
    emitter.emit(1)
    emitter.fail(TestError(code: 9))
    #expect(recorder.events == [.value("1"), .failed(TestError(code: 9))])
  }

  @Test func sharesOneAccumulatorBetweenObservers() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let sums = signal.scan(0, +)
    let first = EventRecorder(sums)
    emitter.emit(1)
    let second = EventRecorder(sums)
    emitter.emit(2)
    #expect(first.values == [1, 3])
    #expect(second.values == [3])
  }

  @Test func stopsAccumulatingAfterDisposal() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let calls = Counter()
    let recorder = EventRecorder(
      signal.scan(0) { sum, value in
        calls.increment()
        return sum + value
      })
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(calls.value == 1)
  }

  @Test func processesValueSentFromObserverAfterTheCurrentOne() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let seen = Log<Int>()
    let sums = signal.scan(0, +)
    sums.observeValues { [weak emitter] sum in
      seen.append(sum)
      if sum == 1 { emitter?.emit(10) }
    }
    let recorder = EventRecorder(sums)
    emitter.emit(1)
    emitter.emit(100)
    #expect(seen.all == [1, 11, 111])
    #expect(recorder.values == [1, 11, 111])
  }

  @Test(.cpuBound) func accumulatesValuesSentFromManyThreadsOneAtATime() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.scan(0, +))
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 { emitter.emit(1) }
    }
    #expect(recorder.values == Array(1...2000))
  }
}
