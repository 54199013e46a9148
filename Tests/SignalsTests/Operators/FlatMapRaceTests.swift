import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapRaceTests {
  @Test func firstInnerSignalToSendAValueWinsAndTheOthersAreDisposed() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<String, TestError>() }
    var canaries: [Canary]? = (0..<3).map { _ in Canary() }
    weak let loser = canaries?[0]
    weak let winner = canaries?[1]
    let handoffs = canaries?.map { Handoff($0) } ?? []
    canaries = nil
    let result = outer.signal.flatMap(.race) { index in
      tracked(inners[index].signal, retaining: handoffs[index].take())
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    outer.emit(2)
    inners[1].emit("b")
    inners[0].emit("a")
    inners[1].emit("c")
    #expect(recorder.values == ["b", "c"])
    #expect(loser == nil)
    #expect(winner != nil)
  }

  @Test func aCompletionAlsoWinsTheRace() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.race) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[0].complete()
    inners[1].emit("lost")
    outer.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func ignoresOuterValuesOnceThereIsAWinner() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let transformed = Log<Int>()
    let result = outer.signal.flatMap(.race) { index in
      transformed.append(index)
      return inners[index].signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    inners[0].emit("a")
    outer.emit(1)
    inners[1].emit("ignored")
    #expect(transformed.all == [0])
    #expect(recorder.values == ["a"])
  }

  @Test func completesWhenTheOuterAndTheWinnerHaveCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.race) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[1].emit("b")
    outer.complete()
    #expect(!recorder.isTerminated)
    inners[1].complete()
    #expect(recorder.events == [.value("b"), .completed])
  }

  @Test func dropsWhatALoserSentBeforeTheWinnerWasDecided() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<String, TestError>() }
    let result = outer.signal.flatMap(.race) { index in
      if index == 2 {
        // The transform runs inside the operator's serial context, so both sends wait
        // there, in this order, until it returns: inner 1 wins with its event queued first.
        inners[1].emit("first")
        inners[0].emit("queued by a loser")
      }
      return inners[index].signal
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    outer.emit(1)
    outer.emit(2)
    inners[1].emit("again")
    #expect(recorder.values == ["first", "again"])
  }
}
