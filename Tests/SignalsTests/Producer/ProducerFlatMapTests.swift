import Signals
import SignalsTesting
import Testing

@Suite struct ProducerFlatMapTests {
  /// A producer whose runs stay open until the test sends on them through `emitters`.
  final class Pending: Sendable {
    let starts = Counter()
    let interruptions = Counter()
    let observers = Log<Signal<String, Never>.Observer>()

    func producer(_ label: String) -> SignalProducer<String, Never> {
      SignalProducer { observer, lifetime in
        self.starts.increment()
        self.observers.append(observer)
        observer.emit("\(label) started")
        lifetime.observeEnded { self.interruptions.increment() }
      }
    }
  }

  @Test func latestInterruptsThePreviousInnerRun() {
    let pending = Pending()
    let (outer, emitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(outer.flatMap(.latest) { pending.producer($0) })
    emitter.emit("a")
    emitter.emit("b")
    pending.observers.all[0].emit("late a")
    #expect(recorder.values == ["a started", "b started"])
    #expect(pending.interruptions.value == 1)
  }

  @Test func raceInterruptsTheLosers() {
    let (outer, emitter) = Signal<Int, Never>.pipe()
    let observers = Log<Signal<Int, Never>.Observer>()
    let interruptions = Counter()
    let recorder = EventRecorder(
      outer.flatMap(.race) { _ in
        SignalProducer<Int, Never> { observer, lifetime in
          observers.append(observer)
          lifetime.observeEnded { interruptions.increment() }
        }
      })
    emitter.emit(1)
    emitter.emit(2)
    observers.all[1].emit(20)
    observers.all[0].emit(10)
    #expect(recorder.values == [20])
    #expect(interruptions.value == 1)
  }

  @Test func concatStartsTheNextInnerRunOnlyAfterThePreviousCompleted() {
    let starts = Log<Int>()
    let (outer, emitter) = Signal<Int, Never>.pipe()
    let (gate, open) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(
      outer.flatMap(.concat) { value in
        SignalProducer<Int, Never> { observer, lifetime in
          starts.append(value)
          observer.emit(value)
          lifetime += gate.observeValues { observer.complete() }
        }
      })
    emitter.emit(1)
    emitter.emit(2)
    #expect(starts.all == [1])
    open.emit()
    #expect(starts.all == [1, 2])
    #expect(recorder.values == [1, 2])
  }

  @Test func mergeRunsEveryInnerRunAtOnce() {
    let pending = Pending()
    let (outer, emitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(outer.flatMap(.merge) { pending.producer($0) })
    emitter.emit("a")
    emitter.emit("b")
    pending.observers.all[0].emit("more a")
    #expect(recorder.values == ["a started", "b started", "more a"])
  }

  @Test func disposingTheResultInterruptsEveryInnerRun() {
    let pending = Pending()
    let (outer, emitter) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(outer.flatMap(.merge) { pending.producer($0) })
    emitter.emit("a")
    emitter.emit("b")
    recorder.stopObserving()
    #expect(pending.interruptions.value == 2)
  }

  @Test func aFailingInnerRunFailsTheResult() {
    let (outer, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      outer.flatMap { SignalProducer<Int, TestError>(error: TestError(code: $0)) })
    emitter.emit(4)
    #expect(recorder.events == [.failed(TestError(code: 4))])
  }

  @Test func innerProducersThatCannotFailOrAnOuterThatCannot() {
    let (codes, send) = Signal<Int, TestError>.pipe()
    let promoted = EventRecorder(codes.flatMap { SignalProducer<Int, Never>(value: $0 + 1) })
    let (names, name) = Signal<String, Never>.pipe()
    let failing = EventRecorder(
      names.flatMap { _ in SignalProducer<Int, TestError>(error: TestError(code: 3)) })
    send.emit(1)
    name.emit("x")
    #expect(promoted.values == [2])
    #expect(failing.events == [.failed(TestError(code: 3))])
  }

  @Test(arguments: [FlattenStrategy.merge, .concat, .latest, .race])
  func aProducerFlatMapsProducersAndSignals(_ strategy: FlattenStrategy) {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let fromProducers = EventRecorder(
      SignalProducer(values: [1, 2]).flatMap(strategy) { SignalProducer(values: [$0, $0 * 10]) })
    let fromSignal = EventRecorder(SignalProducer(value: 1).flatMap(strategy) { _ in signal })
    emitter.emit(7)
    emitter.complete()
    let expected: [Int] = strategy == .race ? [1, 10] : [1, 10, 2, 20]
    #expect(fromProducers.values == expected)
    #expect(fromProducers.isCompleted)
    #expect(fromSignal.events == [.value(7), .completed])
  }

  @Test func interruptingAProducersFlatMapInterruptsItsInnerRuns() {
    let pending = Pending()
    let recorder = EventRecorder(
      SignalProducer(values: ["a", "b"]).flatMap(.merge) { pending.producer($0) })
    #expect(pending.starts.value == 2)
    recorder.interrupt()
    #expect(pending.interruptions.value == 2)
    #expect(recorder.events.last == .interrupted)
  }

  @Test func failureTypesMixInAProducersFlatMap() {
    let promoted = EventRecorder(
      SignalProducer<Int, TestError>(value: 1).flatMap { SignalProducer<Int, Never>(value: $0) })
    let failing = EventRecorder(
      SignalProducer(value: 1).flatMap { _ in SignalProducer<Int, TestError>(error: TestError()) })
    #expect(promoted.events == [.value(1), .completed])
    #expect(failing.events == [.failed(TestError())])
  }
}
