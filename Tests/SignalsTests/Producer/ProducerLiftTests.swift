import Signals
import SignalsTesting
import Testing

@Suite struct ProducerLiftTests {
  @Test func liftAppliesASignalOperatorToEveryRun() {
    let runs = Counter()
    let producer = SignalProducer<Int, Never>(values: [1, 2]).on(started: { runs.increment() })
    let doubled = producer.lift { $0.map { $0 * 2 } }
    #expect(EventRecorder(doubled).events == [.value(2), .value(4), .completed])
    #expect(EventRecorder(doubled).events == [.value(2), .value(4), .completed])
    #expect(runs.value == 2)
  }

  @Test func liftRightStartsTheOtherRunFirstAndLiftLeftThisOne() {
    let log = Log<String>()
    let left = SignalProducer<Int, Never>(value: 1).on(started: { log.append("left") })
    let right = SignalProducer<Int, Never>(value: 2).on(started: { log.append("right") })
    let merge: @Sendable (Signal<Int, Never>) -> (Signal<Int, Never>) -> Signal<Int, Never> = {
      first in { second in first.merge(with: second) }
    }
    let rightFirst = EventRecorder(left.liftRight(merge)(right))
    #expect(log.all == ["right", "left"])
    #expect(rightFirst.values == [2, 1])
    #expect(rightFirst.isCompleted)
    let leftFirst = EventRecorder(left.liftLeft(merge)(right))
    #expect(log.all == ["right", "left", "left", "right"])
    #expect(leftFirst.values == [1, 2])
    let plain = EventRecorder(left.lift(merge)(right))
    #expect(plain.values == [2, 1])
  }

  @Test func interruptingALiftedBinaryRunEndsBothRuns() {
    let (leftSignal, leftEmitter) = Signal<Int, Never>.pipe()
    let (rightSignal, rightEmitter) = Signal<String, Never>.pipe()
    let ended = Log<String>()
    let left = SignalProducer(leftSignal).on(disposed: { ended.append("left") })
    let right = SignalProducer(rightSignal).on(disposed: { ended.append("right") })
    let recorder = EventRecorder(
      left.lift { first in { second in first.combineLatest(with: second) } }(right))
    leftEmitter.emit(1)
    rightEmitter.emit("a")
    #expect(recorder.events.count == 1)
    recorder.interrupt()
    #expect(Set(ended.all) == ["left", "right"])
    #expect(recorder.isInterrupted && recorder.events.count == 2)
  }
}
