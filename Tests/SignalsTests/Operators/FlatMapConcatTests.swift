import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapConcatTests {
  @Test func observesOneInnerSignalAtATimeInTheOrderOfTheOuterValues() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.concat) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[1].emit("too early")
    inners[0].emit("a")
    inners[0].complete()
    inners[1].emit("b")
    #expect(recorder.values == ["a", "b"])
  }

  @Test func appliesTheTransformOnlyWhenThePreviousInnerSignalCompletes() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let transformed = Log<Int>()
    let result = outer.signal.flatMap(.concat) { index in
      transformed.append(index)
      return inners[index].signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    #expect(transformed.all == [0])
    inners[0].complete()
    #expect(transformed.all == [0, 1])
    #expect(!recorder.isTerminated)
  }

  @Test func completesWhenTheOuterCompletedTheQueueIsEmptyAndTheLastInnerCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.concat) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    outer.complete()
    inners[0].complete()
    #expect(!recorder.isTerminated)
    inners[1].emit("b")
    inners[1].complete()
    #expect(recorder.events == [.value("b"), .completed])
  }

  @Test func runsThroughInnerSignalsThatHaveAlreadyCompleted() {
    let outer = Emitter<Int, TestError>()
    let last = Emitter<String, TestError>()
    let result = outer.signal.flatMap(.concat) { index in
      index < 2 ? Signal<String, TestError>.empty : last.signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    outer.emit(2)
    last.emit("c")
    outer.complete()
    last.complete()
    #expect(recorder.events == [.value("c"), .completed])
  }

  @Test func aFailureDropsTheQueuedValuesWithoutTransformingThem() {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    let transformed = Counter()
    let result = outer.signal.flatMap(.concat) { _ in
      transformed.increment()
      return inner.signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    inner.fail(TestError(code: 4))
    #expect(recorder.events == [.failed(TestError(code: 4))])
    #expect(transformed.value == 1)
  }
}
