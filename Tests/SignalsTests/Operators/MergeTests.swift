import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct MergeTests {
  @Test func forwardsTheValuesOfEverySignalInTheOrderTheyArrive() {
    let emitters = (0..<3).map { _ in Emitter<Int, TestError>() }
    let recorder = EventRecorder(Signal.merge(emitters.map(\.signal)))
    emitters[2].emit(3)
    emitters[0].emit(1)
    emitters[1].emit(2)
    #expect(recorder.values == [3, 1, 2])
  }

  @Test func completesWhenEverySignalHasCompleted() {
    let (first, one) = Signal<Int, TestError>.pipe()
    let (second, two) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.merge(first, second))
    one.complete()
    #expect(!recorder.isTerminated)
    two.emit(2)
    two.complete()
    #expect(recorder.events == [.value(2), .completed])
  }

  @Test func anEmptyArrayCompletesAtOnce() {
    let recorder = EventRecorder(Signal<Int, TestError>.merge([]))
    #expect(recorder.events == [.completed])
  }

  @Test func countsASignalThatHasAlreadyCompleted() {
    let (live, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.merge(.empty, live))
    emitter.emit(1)
    #expect(!recorder.isTerminated)
    emitter.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func theFirstFailureFailsTheResultAndDisposesTheOtherSignals() {
    let (failing, failer) = Signal<Int, TestError>.pipe()
    let (other, emitter) = Signal<Int, TestError>.pipe()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let merged = failing.merge(with: tracked(other, retaining: canary))
    canary = nil
    let recorder = EventRecorder(merged)
    failer.fail(TestError(code: 9))
    emitter.emit(1)
    #expect(recorder.events == [.failed(TestError(code: 9))])
    #expect(weakCanary == nil)
  }

  @Test func anInterruptionOfAnySignalInterruptsTheResult() {
    let (first, one) = Signal<Int, TestError>.pipe()
    let (second, two) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(first.merge(with: second))
    two.interrupt()
    one.emit(1)
    #expect(recorder.events == [.interrupted])
  }

  @Test func plusAddsTwoSignalsTogether() {
    let (taps, tap) = Signal<String, Never>.pipe()
    let (keys, press) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(taps.map { "tap \($0)" } + keys)
    tap.emit("ok")
    press.emit("enter")
    #expect(recorder.values == ["tap ok", "enter"])
  }

  @Test func disposingADroppedResultReleasesEveryInput() {
    let (first, one) = Signal<Int, TestError>.pipe()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    var merged: Signal<Int, TestError>? = Signal.merge(tracked(first, retaining: canary), .never)
    canary = nil
    let observation = merged?.observe { _ in }
    merged = nil
    #expect(weakCanary != nil)
    observation?.dispose()
    #expect(weakCanary == nil)
    withExtendedLifetime(one) {}
  }

  @Test(.cpuBound) func deliversEveryValueSeriallyWhenSignalsSendFromManyThreads() {
    let threadCount = 4
    let valueCount = 2_000
    let emitters = (0..<threadCount).map { _ in Emitter<Int, Never>() }
    let probe = DeliveryProbe()
    Signal.merge(emitters.map(\.signal)).observe { probe.record($0, stride: valueCount) }
    DispatchQueue.concurrentPerform(iterations: threadCount) { index in
      for value in 0..<valueCount { emitters[index].emit(index * valueCount + value) }
      emitters[index].complete()
    }
    #expect(probe.values == threadCount * valueCount)
    #expect(probe.overlaps == 0)
    #expect(probe.outOfOrder == 0)
    #expect(probe.completions == 1)
  }
}
