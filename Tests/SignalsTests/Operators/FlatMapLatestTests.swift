import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapLatestTests {
  @Test func switchesToTheLatestInnerSignalAndDropsThePreviousOne() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.latest) { inners[$0].signal })
    outer.emit(0)
    inners[0].emit("a")
    outer.emit(1)
    inners[0].emit("stale")
    inners[1].emit("b")
    #expect(recorder.values == ["a", "b"])
  }

  @Test func disposesThePreviousInnerSignalWhenSwitching() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let handoff = Handoff(canary)
    canary = nil
    let result = outer.signal.flatMap(.latest) { index in
      tracked(inners[index].signal, retaining: index == 0 ? handoff.take() : nil)
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    #expect(weakCanary != nil)
    outer.emit(1)
    #expect(weakCanary == nil)
    #expect(!recorder.isTerminated)
  }

  @Test func completesWhenTheOuterAndTheCurrentInnerSignalHaveCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.latest) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    outer.complete()
    #expect(!recorder.isTerminated)
    inners[1].complete()
    #expect(recorder.events == [.completed])
  }

  @Test func completesWhenTheOuterCompletesAfterTheCurrentInnerSignal() {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    let recorder = EventRecorder(outer.signal.flatMap(.latest) { _ in inner.signal })
    outer.emit(0)
    inner.complete()
    #expect(!recorder.isTerminated)
    outer.complete()
    #expect(recorder.events == [.completed])
  }
}
