import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct TakeFirstTests {
  @Test func forwardsTheFirstValuesThenCompletesRightAfterTheLast() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: 2))
    emitter.emit(1)
    #expect(recorder.events == [.value(1)])
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .value(2), .completed])
    emitter.emit(3)
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  @Test(arguments: [0, -1, Int.min])
  func completesAtOnceForACountOfZeroOrLess(count: Int) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: count))
    #expect(recorder.events == [.completed])
    emitter.emit(1)
    #expect(recorder.events == [.completed])
  }

  @Test func disposesUpstreamRightAfterTheLastValue() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let log = Log<String>()
    signal
      .on(value: { log.append("upstream \($0)") }, disposed: { log.append("upstream disposed") })
      .take(first: 2)
      .observe { log.append("\($0)") }
    emitter.emit(1)
    emitter.emit(2)
    let expected = [
      "upstream 1", "value(1)", "upstream 2", "value(2)", "completed", "upstream disposed",
    ]
    #expect(log.all == expected)
    emitter.emit(3)
    #expect(log.all == expected)
  }

  @Test func releasesUpstreamStateOnceDoneWhileTheEmitterLivesOn() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let watch = CanaryWatch()
    let taken = signal.filter { [canary = watch.makeCanary()] _ in
      withExtendedLifetime(canary) { true }
    }.take(first: 1)
    let recorder = EventRecorder(taken)
    #expect(watch.isAlive)
    emitter.emit(1)
    #expect(recorder.events == [.value(1), .completed])
    #expect(!watch.isAlive)
    withExtendedLifetime(emitter) {}
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsTerminalEventThatComesBeforeTheCount(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: 3))
    emitter.emit(1)
    emitter.send(terminal.event())
    emitter.emit(2)
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func completesWhenEmptySignalCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: 1))
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func forwardsNothingAfterDisposal() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: 3))
    emitter.emit(1)
    recorder.stopObserving()
    emitter.emit(2)
    emitter.emit(3)
    #expect(recorder.events == [.value(1)])
  }

  @Test func countsValueSentFromObserverOnlyOnce() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let taken = signal.take(first: 2)
    taken.observeValues { [weak emitter] value in
      if value == 1 { emitter?.emit(10) }
    }
    let recorder = EventRecorder(taken)
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .value(10), .completed])
  }

  @Test(.cpuBound) func forwardsExactlyTheCountWhenValuesComeFromManyThreads() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.take(first: 100))
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 0..<100 { emitter.emit(thread * 1000 + value) }
    }
    #expect(recorder.values.count == 100)
    #expect(recorder.events.last == .completed)
    #expect(recorder.events.filter(\.isTerminating).count == 1)
  }
}
