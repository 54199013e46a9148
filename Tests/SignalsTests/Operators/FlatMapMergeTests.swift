import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapMergeTests {
  @Test func forwardsTheValuesOfEveryInnerSignalAsTheyArrive() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[1].emit("b")
    inners[0].emit("a")
    inners[1].emit("c")
    #expect(recorder.values == ["b", "a", "c"])
  }

  @Test func completesOnlyWhenTheOuterAndEveryInnerSignalHaveCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[0].complete()
    outer.complete()
    #expect(!recorder.isTerminated)
    inners[1].emit("last")
    inners[1].complete()
    #expect(recorder.events == [.value("last"), .completed])
  }

  @Test func innerCompletionsBeforeTheOuterCompletesDoNotCompleteTheResult() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap { inners[$0].signal })
    outer.emit(0)
    inners[0].complete()
    outer.emit(1)
    inners[1].complete()
    #expect(!recorder.isTerminated)
    outer.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func firstInnerFailureFailsTheResultAndDisposesTheOtherInners() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let handoff = Handoff(canary)
    canary = nil
    let recorder = EventRecorder(
      outer.signal.flatMap { index in
        index == 0 ? tracked(inners[0].signal, retaining: handoff.take()) : inners[1].signal
      })
    outer.emit(0)
    outer.emit(1)
    inners[1].fail(TestError(code: 5))
    inners[0].emit("late")
    #expect(recorder.events == [.failed(TestError(code: 5))])
    #expect(weakCanary == nil)
  }

  @Test(.cpuBound) func deliversEveryValueSeriallyWhenInnerSignalsSendFromManyThreads() {
    let threadCount = 4
    let valueCount = 2_000
    let outer = Emitter<Int, Never>()
    let inners = (0..<threadCount).map { _ in Emitter<Int, Never>() }
    let probe = DeliveryProbe()
    let result = outer.signal.flatMap { inners[$0].signal }
    result.observe { probe.record($0, stride: valueCount) }
    for index in 0..<threadCount { outer.emit(index) }
    outer.complete()
    DispatchQueue.concurrentPerform(iterations: threadCount) { index in
      for value in 0..<valueCount { inners[index].emit(index * valueCount + value) }
      inners[index].complete()
    }
    // Every send has returned, and a send returns only once its event was delivered or
    // handed to the thread that was delivering, which delivers it before returning.
    #expect(probe.values == threadCount * valueCount)
    #expect(probe.overlaps == 0)
    #expect(probe.outOfOrder == 0)
    #expect(probe.completions == 1)
  }
}
