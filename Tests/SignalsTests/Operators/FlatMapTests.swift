import Signals
import SignalsTesting
import Testing

/// Behaviour every ``FlattenStrategy`` shares.
@Suite struct FlatMapTests {
  @Test(arguments: allStrategies)
  func completesAtOnceWhenTheOuterSignalCompletesWithoutValues(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let recorder = EventRecorder(
      outer.signal.flatMap(strategy) { _ in Signal<String, TestError>.never })
    outer.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: allStrategies)
  func countsAnInnerSignalThatHasAlreadyCompleted(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let recorder = EventRecorder(
      outer.signal.flatMap(strategy) { _ in Signal<String, TestError>.empty })
    outer.emit(1)
    #expect(recorder.events.isEmpty)
    outer.complete()
    #expect(recorder.events == [.completed])
  }

  @Test(arguments: allStrategies)
  func failsAtOnceWithAnInnerSignalThatHasAlreadyFailed(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let failed = Signal<String, TestError> { observer, _ in observer.fail(TestError(code: 7)) }
    let recorder = EventRecorder(outer.signal.flatMap(strategy) { _ in failed })
    outer.emit(1)
    #expect(recorder.events == [.failed(TestError(code: 7))])
  }

  @Test(arguments: allStrategies, TerminalCase.allCases)
  func outerFailureOrInterruptionEndsTheResultAndDisposesTheInnerSignalButCompletionDoesNot(
    strategy: FlattenStrategy, terminal: TerminalCase
  ) {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let handoff = Handoff(canary)
    canary = nil
    let recorder = EventRecorder(
      outer.signal.flatMap(strategy) { _ in tracked(inner.signal, retaining: handoff.take()) })
    outer.emit(1)
    inner.emit("a")
    outer.send(terminal.event())
    inner.emit("b")
    if terminal == .completed {
      // Completing the outer signal leaves the running inner signal alone.
      #expect(recorder.events == [.value("a"), .value("b")])
      #expect(weakCanary != nil)
    } else {
      #expect(recorder.events == [.value("a"), terminal.event()])
      #expect(weakCanary == nil)
    }
  }

  @Test(arguments: allStrategies)
  func innerInterruptionInterruptsTheResult(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    let recorder = EventRecorder(outer.signal.flatMap(strategy) { _ in inner.signal })
    outer.emit(1)
    inner.interrupt()
    outer.emit(2)
    #expect(recorder.events == [.interrupted])
  }

  @Test func ignoresAFailureAfterTheResultCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = [Emitter<String, TestError>(), Emitter<String, TestError>()]
    let recorder = EventRecorder(outer.signal.flatMap(.latest) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    outer.complete()
    inners[1].complete()
    inners[0].fail(TestError())
    #expect(recorder.events == [.completed])
  }

  @Test func anObserverSendingOnTheOuterSignalIsServedAfterTheCurrentValue() {
    let outer = Emitter<Int, Never>()
    let inners = [Emitter<String, Never>(), Emitter<String, Never>()]
    let result = outer.signal.flatMap { inners[$0].signal }
    let log = Log<String>()
    result.observeValues { value in
      log.append("start \(value)")
      // Reentrant: the outer value is queued behind this delivery, not processed inside it.
      if value == "a" { outer.emit(1) }
      log.append("end \(value)")
    }
    outer.emit(0)
    inners[0].emit("a")
    inners[1].emit("b")
    #expect(log.all == ["start a", "end a", "start b", "end b"])
  }

  @Test func acceptsInnerSignalsThatCannotFailFromAnOuterSignalThatCan() {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, Never>()
    let result: Signal<String, TestError> = outer.signal.flatMap { _ in inner.signal }
    let recorder = EventRecorder(result)
    outer.emit(1)
    inner.emit("a")
    outer.fail(TestError(code: 2))
    #expect(recorder.events == [.value("a"), .failed(TestError(code: 2))])
  }

  @Test func acceptsInnerSignalsThatCanFailFromAnOuterSignalThatCannot() {
    let outer = Emitter<Int, Never>()
    let inner = Emitter<String, TestError>()
    let result: Signal<String, TestError> = outer.signal.flatMap(.concat) { _ in inner.signal }
    let recorder = EventRecorder(result)
    outer.emit(1)
    inner.emit("a")
    inner.fail(TestError(code: 3))
    #expect(recorder.events == [.value("a"), .failed(TestError(code: 3))])
  }

  @Test func infersTheResultWhenNeitherSideCanFail() {
    let outer = Emitter<Int, Never>()
    let inner = Emitter<String, Never>()
    // Compiles only because the overloads are not ambiguous when both sides are `Never`.
    let recorder = EventRecorder(outer.signal.flatMap { _ in inner.signal })
    outer.emit(1)
    inner.emit("a")
    #expect(recorder.values == ["a"])
  }
}
