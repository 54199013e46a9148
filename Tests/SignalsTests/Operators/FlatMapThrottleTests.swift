import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapThrottleTests {
  @Test func dropsOuterValuesWhileAnInnerSignalRunsAndNeverTransformsThem() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<String, TestError>() }
    let transformed = Log<Int>()
    let result = outer.signal.flatMap(.throttle) { index in
      transformed.append(index)
      return inners[index].signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    inners[0].emit("a")
    inners[1].emit("dropped")
    #expect(transformed.all == [0])
    #expect(recorder.values == ["a"])
  }

  @Test func theFirstOuterValueAfterTheInnerCompletesStartsTheNext() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<String, TestError>() }
    let recorder = EventRecorder(outer.signal.flatMap(.throttle) { inners[$0].signal })
    outer.emit(0)
    inners[0].emit("a")
    inners[0].complete()
    outer.emit(1)
    outer.emit(2)
    inners[1].emit("b")
    inners[2].emit("dropped")
    #expect(recorder.values == ["a", "b"])
    #expect(!recorder.isTerminated)
  }

  @Test func aCompletedInnerLetsEachLaterValueThrough() {
    let (outer, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      outer.flatMap(.throttle) { SignalProducer<Int, Never>(value: $0 * 10) })
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values == [10, 20])
  }

  @Test func completesWhenTheOuterAndTheRunningInnerHaveCompleted() {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    let recorder = EventRecorder(outer.signal.flatMap(.throttle) { _ in inner.signal })
    outer.emit(0)
    outer.complete()
    #expect(!recorder.isTerminated)
    inner.emit("a")
    inner.complete()
    #expect(recorder.events == [.value("a"), .completed])
  }

  @Test func theOuterCompletingWithNoInnerRunningCompletesAtOnce() {
    let outer = Emitter<Int, TestError>()
    let recorder = EventRecorder(
      outer.signal.flatMap(.throttle) { _ in Signal<String, TestError>.never })
    outer.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func anInnerFailureFailsTheResultAndEndsTheObservation() {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    let recorder = EventRecorder(outer.signal.flatMap(.throttle) { _ in inner.signal })
    outer.emit(0)
    inner.fail(TestError(code: 1))
    inner.emit("late")
    #expect(recorder.events == [.failed(TestError(code: 1))])
  }

  @Test func onProducersEachStartThatIsNotDroppedStartsARun() {
    let starts = Counter()
    let outer = Emitter<Int, Never>()
    let request = Emitter<Int, Never>()
    let run = SignalProducer<Int, Never> { observer, lifetime in
      starts.increment()
      lifetime += request.signal.observe(observer)
    }
    let recorder = EventRecorder(outer.signal.flatMap(.throttle) { _ in run })
    outer.emit(1)
    outer.emit(2)
    request.emit(7)
    #expect(starts.value == 1)
    #expect(recorder.values == [7])
  }
}
