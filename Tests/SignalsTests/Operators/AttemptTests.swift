import Signals
import SignalsTesting
import Testing

@Suite struct AttemptTests {
  @Test func attemptWithAResultForwardsValuesThatSucceedAndFailsAtTheFirstFailure() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.attempt { value in value < 0 ? .failure(TestError(code: value)) : .success(()) })
    emitter.emit(1)
    emitter.emit(-2)
    emitter.emit(3)
    #expect(recorder.events == [.value(1), .failed(TestError(code: -2))])
  }

  @Test func aProducersAttemptWithAResultEndsTheRunAtTheFirstFailure() {
    let recorder = EventRecorder(
      SignalProducer<Int, TestError>(values: [3, -1, 5])
        .attempt { $0 < 0 ? .failure(TestError(code: $0)) : .success(()) })
    #expect(recorder.events == [.value(3), .failed(TestError(code: -1))])
  }

  @Test func attemptForwardsValuesThatPassAndFailsAtTheFirstThatDoesNot() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let checked = Counter()
    let recorder = EventRecorder(
      signal.attempt { value throws(TestError) in
        checked.increment()
        if value < 0 { throw TestError(code: value) }
      })
    emitter.emit(1)
    emitter.emit(-2)
    emitter.emit(3)
    #expect(recorder.events == [.value(1), .failed(TestError(code: -2))])
    #expect(checked.value == 2)
  }

  @Test func attemptAcceptsAnyThrowingCheckWhenTheFailureIsAnyError() {
    let (signal, emitter) = Signal<Int, any Error>.pipe()
    let recorder = EventRecorder(signal.attempt { if $0 == 2 { throw TestError(code: 2) } })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [1])
    #expect(recorder.failure as? TestError == TestError(code: 2))
  }

  @Test func attemptMapTransformsAndFailsAtTheFirstError() {
    let (signal, emitter) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(
      signal.attemptMap { text throws(TestError) in
        guard let number = Int(text) else { throw TestError(code: 7) }
        return number * 2
      })
    emitter.emit("2")
    emitter.emit("two")
    emitter.emit("3")
    #expect(recorder.events == [.value(4), .failed(TestError(code: 7))])
  }

  @Test func attemptMapWithAResultForwardsSuccessesAndFailsAtAFailure() {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.attemptMap { value -> Result<String, TestError> in
        value > 0 ? .success("\(value)") : .failure(TestError(code: value))
      })
    emitter.emit(1)
    emitter.emit(0)
    #expect(recorder.events == [.value("1"), .failed(TestError(code: 0))])
  }

  @Test func attemptMapOnASignalThatCannotFailFailsWithTheThrownError() {
    let (signal, emitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(
      signal.attemptMap { text throws(TestError) -> Int in
        guard let number = Int(text) else { throw TestError(code: 1) }
        return number
      })
    emitter.emit("5")
    emitter.emit("five")
    #expect(recorder.events == [.value(5), .failed(TestError(code: 1))])
  }

  @Test(arguments: TerminalCase.allCases)
  func terminalEventsPassThrough(terminal: TerminalCase) {
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.attempt { _ throws(TestError) in })
    emitter.send(terminal.event())
    #expect(recorder.events == [terminal.event()])
  }

  @Test func aFailedAttemptEndsTheProducerRunOfItsSource() {
    let sent = Counter()
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      for value in 1...10 where !lifetime.hasEnded {
        sent.increment()
        observer.emit(value)
      }
    }
    let recorder = EventRecorder(
      producer.attemptMap { value throws(TestError) in
        if value == 3 { throw TestError(code: 3) }
        return value
      })
    #expect(recorder.events == [.value(1), .value(2), .failed(TestError(code: 3))])
    #expect(sent.value == 3)
  }

  @Test func producerAttemptOnAProducerThatCannotFailFails() {
    let recorder = EventRecorder(
      SignalProducer<Int, Never>(values: [1, 2]).attemptMap { value throws(TestError) in
        if value == 2 { throw TestError(code: 2) }
        return value
      })
    #expect(recorder.events == [.value(1), .failed(TestError(code: 2))])
  }
}

@Suite struct AttemptPromotingTests {
  @Test func attemptOnASignalThatCannotFailFailsWithTheThrownError() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.attempt { value throws(TestError) in
        if value < 0 { throw TestError(code: value) }
      })
    emitter.emit(1)
    emitter.emit(-1)
    #expect(recorder.events == [.value(1), .failed(TestError(code: -1))])
  }

  @Test func attemptOnAProducerThatCannotFailFailsTheRun() {
    let recorder = EventRecorder(
      SignalProducer<Int, Never>(values: [1, -1, 2]).attempt { value throws(TestError) in
        if value < 0 { throw TestError(code: value) }
      })
    #expect(recorder.events == [.value(1), .failed(TestError(code: -1))])
  }
}
