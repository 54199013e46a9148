import Dispatch
import Foundation
import Signals
import SignalsTesting
import Testing

@Suite struct FlatMapConcurrentTests {
  @Test func runsAtMostLimitInnersAndQueuesTheRestInOrder() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<4).map { _ in Emitter<String, TestError>() }
    let transformed = Log<Int>()
    let recorder = EventRecorder(
      outer.signal.flatMap(.concurrent(limit: 2)) { index in
        transformed.append(index)
        return inners[index].signal
      })
    for index in 0..<4 { outer.emit(index) }
    #expect(transformed.all == [0, 1])
    inners[2].emit("too early")
    inners[1].emit("b")
    inners[0].emit("a")
    #expect(recorder.values == ["b", "a"])
    inners[1].complete()
    #expect(transformed.all == [0, 1, 2])
    inners[2].emit("c")
    inners[0].complete()
    #expect(transformed.all == [0, 1, 2, 3])
    inners[3].emit("d")
    #expect(recorder.values == ["b", "a", "c", "d"])
  }

  @Test func completesWhenTheOuterCompletedTheQueueIsEmptyAndEveryInnerCompleted() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<Int, TestError>() }
    let recorder = EventRecorder(outer.signal.flatMap(.concurrent(limit: 2)) { inners[$0].signal })
    for index in 0..<3 { outer.emit(index) }
    outer.complete()
    inners[0].complete()
    inners[2].complete()
    #expect(!recorder.isTerminated)
    inners[1].complete()
    #expect(recorder.events == [.completed])
  }

  @Test func aLimitOfOneBehavesAsConcat() {
    let outer = SignalProducer<Int, Never>(values: [1, 2, 3])
    let inner: @Sendable (Int) -> SignalProducer<Int, Never> = {
      SignalProducer(values: [$0, $0 * 10])
    }
    let concurrent = EventRecorder(outer.flatMap(.concurrent(limit: 1), inner))
    let concat = EventRecorder(outer.flatMap(.concat, inner))
    #expect(concurrent.events == concat.events)
  }

  @Test(arguments: [0, -3])
  func aLimitBelowOneIsTakenAsOne(limit: Int) {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<2).map { _ in Emitter<Int, TestError>() }
    let recorder = EventRecorder(
      outer.signal.flatMap(.concurrent(limit: limit)) { inners[$0].signal })
    outer.emit(0)
    outer.emit(1)
    inners[1].emit(10)
    inners[0].emit(0)
    inners[0].complete()
    inners[1].emit(11)
    #expect(recorder.values == [0, 11])
  }

  @Test func producerRunsStartTheNextQueuedInnerRunWhenOneCompletes() {
    let (gate, open) = Signal<Void, Never>.pipe()
    let started = Log<Int>()
    let producer = SignalProducer<Int, Never>(values: 0..<3).flatMap(.concurrent(limit: 2)) {
      index in
      SignalProducer<Int, Never> { observer, lifetime in
        started.append(index)
        lifetime += gate.observe { _ in observer.emit(index) }
        if index == 0 { observer.complete() }
      }
    }
    let recorder = EventRecorder(producer)
    #expect(started.all == [0, 1, 2])
    open.emit()
    #expect(recorder.values.sorted() == [1, 2])
  }

  @Test func failureOfAnInnerEndsTheResultAndDropsTheQueue() {
    let outer = Emitter<Int, TestError>()
    let inners = (0..<3).map { _ in Emitter<Int, TestError>() }
    let transformed = Counter()
    let recorder = EventRecorder(
      outer.signal.flatMap(.concurrent(limit: 1)) { index in
        transformed.increment()
        return inners[index].signal
      })
    for index in 0..<3 { outer.emit(index) }
    inners[0].fail(TestError(code: 5))
    #expect(recorder.events == [.failed(TestError(code: 5))])
    #expect(transformed.value == 1)
  }

  @Test func neverRunsMoreThanTheLimitWhenInnerRunsEndOnOtherThreads() {
    let limit = 3
    let valueCount = 200
    let active = Locked.make((now: 0, most: 0))
    let probe = DeliveryProbe()
    let finished = DispatchSemaphore(value: 0)
    let producer = SignalProducer<Int, Never>(values: 0..<12).flatMap(.concurrent(limit: limit)) {
      index in
      SignalProducer<Int, Never> { observer, _ in
        active.withLock { active in
          active.now += 1
          active.most = max(active.most, active.now)
        }
        Thread {
          for value in 0..<valueCount { observer.emit(index * valueCount + value) }
          // Before completing: the completion is what lets the next queued run start.
          active.withLock { $0.now -= 1 }
          observer.complete()
        }.start()
      }
    }
    producer.start { event in
      probe.record(event, stride: valueCount)
      if event.isTerminating { finished.signal() }
    }
    #expect(finished.wait(timeout: .now() + .seconds(20)) == .success)
    #expect(probe.values == 12 * valueCount)
    #expect(probe.overlaps == 0)
    #expect(probe.outOfOrder == 0)
    #expect(probe.completions == 1)
    #expect((1...limit).contains(active.withLock { $0.most }))
  }
}
