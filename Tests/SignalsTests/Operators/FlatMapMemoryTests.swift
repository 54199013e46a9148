import Dispatch
import Foundation
import Signals
import SignalsTesting
import Synchronization
import Testing

/// What a flat-mapped signal keeps alive, and for how long.
@Suite struct FlatMapMemoryTests {
  @Test(arguments: allStrategies)
  func disposingTheLastObservationOfADroppedResultReleasesTheTransform(
    strategy: FlattenStrategy
  ) {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    var result: Signal<String, TestError>? = outer.signal.flatMap(strategy) { [canary] _ in
      withExtendedLifetime(canary) { inner.signal }
    }
    canary = nil
    let observation = result?.observe { _ in }
    outer.emit(1)
    result = nil
    #expect(weakCanary != nil, "An observed result keeps its upstream observation.")
    observation?.dispose()
    #expect(weakCanary == nil)
    withExtendedLifetime(outer) {}
  }

  @Test func releasingAResultNobodyObservesReleasesTheTransform() {
    let outer = Emitter<Int, TestError>()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    var result: Signal<String, TestError>? = outer.signal.flatMap { [canary] _ in
      withExtendedLifetime(canary) { Signal<String, TestError>.never }
    }
    canary = nil
    withExtendedLifetime(result) { #expect(weakCanary != nil) }
    result = nil
    #expect(weakCanary == nil)
    withExtendedLifetime(outer) {}
  }

  @Test(arguments: allStrategies)
  func aTerminatedResultReleasesTheTransformWhileStillReferenced(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let result = outer.signal.flatMap(strategy) { [canary] _ in
      withExtendedLifetime(canary) { Signal<String, TestError>.empty }
    }
    canary = nil
    let recorder = EventRecorder(result)
    outer.emit(1)
    outer.complete()
    #expect(recorder.isCompleted)
    #expect(weakCanary == nil)
    withExtendedLifetime(result) {}
  }

  /// The serializer, its state and the link inner observers reach it through form a
  /// cycle while the result runs: its termination must end it, even with an inner signal
  /// still alive and the result still referenced.
  @Test(arguments: allStrategies)
  func aFailedResultReleasesTheTransformWhileAnInnerSignalLivesOn(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let result = outer.signal.flatMap(strategy) { [canary] _ in
      withExtendedLifetime(canary) { inner.signal }
    }
    canary = nil
    let recorder = EventRecorder(result)
    outer.emit(1)
    inner.emit("a")
    outer.fail(TestError())
    #expect(recorder.failure == TestError())
    #expect(weakCanary == nil)
    inner.emit("b")
    #expect(recorder.values == ["a"])
    withExtendedLifetime(result) {}
  }

  @Test(arguments: allStrategies)
  func disposingADroppedResultDisposesTheRunningInnerSignals(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let inner = Emitter<String, TestError>()
    var canaries: [Canary]? = [Canary(), Canary()]
    weak let first = canaries?[0]
    weak let second = canaries?[1]
    // Only the transform holds the handoffs: under `.concat` the second is never taken.
    var result: Signal<String, TestError>? = outer.signal.flatMap(strategy) {
      [handoffs = canaries?.map { Handoff($0) } ?? []] index in
      tracked(inner.signal, retaining: handoffs[index].take())
    }
    canaries = nil
    let observation = result?.observe { _ in }
    outer.emit(0)
    outer.emit(1)
    result = nil
    #expect(first != nil || second != nil)
    observation?.dispose()
    #expect(first == nil)
    #expect(second == nil)
  }

  @Test(arguments: allStrategies)
  func anInnerSignalIsReleasedOnceItCompletes(strategy: FlattenStrategy) {
    let outer = Emitter<Int, TestError>()
    let source = Emitter<String, TestError>()
    let created = Locked<[WeakSignal]>.make([])
    let result = outer.signal.flatMap(strategy) { _ in
      let inner = source.signal.map { $0 }
      created.withLock { $0.append(WeakSignal(signal: inner)) }
      return inner
    }
    let recorder = EventRecorder(result)
    outer.emit(0)
    source.emit("a")
    #expect(created.withLock { $0.count } == 1)
    source.complete()
    #expect(created.withLock { $0.allSatisfy { $0.signal == nil } })
    #expect(recorder.values == ["a"])
  }
}

private struct WeakSignal: Sendable {
  weak var signal: Signal<String, TestError>?

  @Test func disposingTheResultFromAnotherThreadMidValueDisposesTheInnerObservationAfterIt() {
    let outer = Emitter<Int, Never>()
    let inner = Emitter<Int, Never>()
    let innerEnded = Counter()
    let delivering = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    var result: Signal<Int, Never>? = outer.signal.flatMap { _ in
      // Torn down, ending its lifetime, once flatMap stops observing it.
      Signal<Int, Never> { observer, lifetime in
        lifetime += inner.signal.observe(observer)
        lifetime.observeEnded { innerEnded.increment() }
      }
    }
    let observation = result?.observeValues { _ in
      delivering.signal()
      // Bounded, so that a dispose that waits for this delivery fails instead of hanging.
      _ = disposed.wait(timeout: .now() + .seconds(10))
    }
    result = nil
    outer.emit(0)
    Thread {
      _ = delivering.wait(timeout: .now() + .seconds(10))
      observation?.dispose()  // Tears the result down while its serializer is busy.
      disposed.signal()
    }.start()
    inner.emit(1)
    #expect(innerEnded.value == 1)
    inner.emit(2)
    #expect(innerEnded.value == 1)
  }
}
