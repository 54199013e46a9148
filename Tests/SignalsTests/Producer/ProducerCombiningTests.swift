import Signals
import SignalsTesting
import Testing

@Suite struct ProducerCombiningTests {
  @Test func combineLatestStartsEveryInputWhenTheResultStarts() {
    let starts = Counter()
    let numbers = SignalProducer<Int, Never> { observer, _ in
      starts.increment()
      observer.emit(1)
      observer.emit(2)
      observer.complete()
    }
    let combined = numbers.combineLatest(with: SignalProducer(value: "a"))
    #expect(starts.value == 0)
    let recorder = EventRecorder(combined.map { "\($0.0)\($0.1)" })
    #expect(starts.value == 1)
    #expect(recorder.events == [.value("2a"), .completed])
  }

  @Test func combineLatestAcceptsSignalsAndProducersTogether() {
    let (signal, emitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(
      SignalProducer.combineLatest(SignalProducer(value: 1), signal).map { "\($0)\($1)" })
    emitter.emit("x")
    emitter.emit("y")
    #expect(recorder.values == ["1x", "1y"])
  }

  @Test func combineLatestOfASequenceAndOfThreeOrFour() {
    let array = EventRecorder(
      SignalProducer.combineLatest([SignalProducer(value: 1), SignalProducer(value: 2)]))
    #expect(array.events == [.value([1, 2]), .completed])
    let three = EventRecorder(
      SignalProducer.combineLatest(
        SignalProducer(value: 1), SignalProducer(value: "b"), SignalProducer(value: true)
      ).map { "\($0)\($1)\($2)" })
    #expect(three.values == ["1btrue"])
    let four = EventRecorder(
      SignalProducer.combineLatest(
        SignalProducer(value: 1), SignalProducer(value: 2), SignalProducer(value: 3),
        SignalProducer(value: 4)
      ).map { $0 + $1 + $2 + $3 })
    #expect(four.values == [10])
  }

  @Test func zipPairsRunsByPosition() {
    let recorder = EventRecorder(
      SignalProducer(values: ["a", "b", "c"]).zip(with: SignalProducer(values: [1, 2]))
        .map { "\($0)\($1)" })
    #expect(recorder.events == [.value("a1"), .value("b2"), .completed])
    let many = EventRecorder(
      SignalProducer.zip([SignalProducer(values: [1, 2]), SignalProducer(values: [10, 20])]))
    #expect(many.values == [[1, 10], [2, 20]])
  }

  @Test func interruptingTheResultInterruptsEveryInputRun() {
    let cleanups = Counter()
    let pending = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { cleanups.increment() }
    }
    let recorder = EventRecorder(SignalProducer.combineLatest(pending, pending).map { $0 + $1 })
    #expect(cleanups.value == 0)
    recorder.interrupt()
    #expect(cleanups.value == 2)
    #expect(recorder.events == [.interrupted])
  }

  @Test func mergeForwardsEveryRunAndCompletesWhenAllHave() {
    let recorder = EventRecorder(
      SignalProducer(values: [1, 2]).merge(with: SignalProducer(value: 3)))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    let variadic = EventRecorder(SignalProducer.merge(SignalProducer(value: 1), .empty))
    #expect(variadic.events == [.value(1), .completed])
  }

  @Test func aFailingInputFailsTheMergeAndInterruptsTheOthers() {
    let cleanups = Counter()
    let pending = SignalProducer<Int, TestError> { _, lifetime in
      lifetime.observeEnded { cleanups.increment() }
    }
    let recorder = EventRecorder(
      SignalProducer.merge([pending, SignalProducer(error: TestError(code: 5))]))
    #expect(recorder.events == [.failed(TestError(code: 5))])
    #expect(cleanups.value == 1)
  }

  @Test func concatStartsTheNextRunOnlyAfterThePreviousCompleted() {
    let log = Log<String>()
    let first = SignalProducer<Int, Never>(values: [1, 2]).on(
      starting: { log.append("start 1") }, completed: { log.append("end 1") })
    let second = SignalProducer<Int, Never>(value: 3).on(starting: { log.append("start 2") })
    let recorder = EventRecorder(first.concat(second))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(log.all == ["start 1", "end 1", "start 2"])
  }

  @Test func aFailureBeforeTheNextProducerMeansItNeverStarts() {
    let starts = Counter()
    let next = SignalProducer<Int, TestError> { _, _ in starts.increment() }
    let recorder = EventRecorder(SignalProducer<Int, TestError>(error: TestError()).concat(next))
    #expect(recorder.events == [.failed(TestError())])
    #expect(starts.value == 0)
  }

  @Test func prefixSendsItsValuesFirst() {
    #expect(
      EventRecorder(SignalProducer(values: [2, 3]).prefix(value: 1)).values == [1, 2, 3])
    #expect(
      EventRecorder(SignalProducer(value: 3).prefix(SignalProducer(values: [1, 2]))).values
        == [1, 2, 3])
  }

  @Test func thenIgnoresTheValuesAndStartsTheReplacementOnCompletion() {
    let recorder = EventRecorder(
      SignalProducer(values: [1, 2]).then(SignalProducer(value: "saved")))
    #expect(recorder.events == [.value("saved"), .completed])
  }

  @Test func takeUntilAProducerTriggerStopsTheRun() {
    let (trigger, fire) = Signal<Void, Never>.pipe()
    let (source, send) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(source.producer.take(until: trigger.producer))
    send.emit(1)
    fire.emit()
    send.emit(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func takeUntilASignalAndTakeDuringALifetime() {
    let (trigger, fire) = Signal<Int, Never>.pipe()
    let (source, send) = Signal<Int, Never>.pipe()
    let untilSignal = EventRecorder(source.producer.take(until: trigger))
    let owner = LifetimeOwner()
    let during = EventRecorder(source.producer.take(during: owner.lifetime))
    send.emit(1)
    fire.emit(0)
    owner.end()
    send.emit(2)
    #expect(untilSignal.events == [.value(1), .completed])
    #expect(during.events == [.value(1), .completed])
  }
}
