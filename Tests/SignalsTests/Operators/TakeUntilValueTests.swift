import Signals
import SignalsTesting
import Testing

@Suite struct TakeUntilValueTests {
  @Test func forwardsTheValueThatSatisfiesThePredicateThenCompletes() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(untilValue: { $0 > 3 }))
    emitter.emit(1)
    emitter.emit(4)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .value(4), .completed])
  }

  @Test func stopsAskingThePredicateOnceCompleted() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let asked = Counter()
    let recorder = EventRecorder(
      signal.take(untilValue: { _ in
        asked.increment()
        return true
      }))
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.events == [.value(1), .completed])
    #expect(asked.value == 1)
  }

  @Test(arguments: TerminalCase.allCases)
  func forwardsAnEarlierTerminalEvent(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(untilValue: { $0 > 3 }))
    emitter.emit(1)
    emitter.send(terminal.event())
    #expect(recorder.events == [.value(1), terminal.event()])
  }

  @Test func endsTheSourceRunOfAProducer() {
    let sent = Counter()
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      for value in 1...100 where !lifetime.hasEnded {
        sent.increment()
        observer.emit(value)
      }
    }
    let recorder = EventRecorder(producer.take(untilValue: { $0 == 3 }))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(sent.value == 3)
  }
}
