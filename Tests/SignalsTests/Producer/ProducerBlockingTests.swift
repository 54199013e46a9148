import Foundation
import OffThePool
import Signals
import SignalsTesting
import Testing

/// The blocking forms block the test's thread while other threads send, so they run on
/// the threads kept for such tests, never on the cooperative pool.
@Suite(.cpuBound) struct ProducerBlockingTests {
  @Test func firstIsTheFirstValueAndEndsTheRunAfterIt() {
    let read = Counter()
    let producer = SignalProducer<Int, TestError>(values: 1...1_000)
      .on(value: { _ in read.increment() })
    #expect(producer.blockingFirst() == .success(1))
    #expect(read.value == 1)
    #expect(SignalProducer<Int, TestError>.empty.blockingFirst() == nil)
    #expect(
      SignalProducer<Int, TestError>(error: TestError(code: 4)).blockingFirst()
        == .failure(TestError(code: 4)))
  }

  @Test func lastIsTheLastValueOrTheFailure() {
    #expect(SignalProducer<Int, TestError>(values: [1, 2, 3]).blockingLast() == .success(3))
    #expect(SignalProducer<Int, TestError>.empty.blockingLast() == nil)
    let failsAfterOne = SignalProducer<Int, TestError>(value: 1)
      .concat(SignalProducer(error: TestError(code: 5)))
    #expect(failsAfterOne.blockingLast() == .failure(TestError(code: 5)))
  }

  @Test func singleIsTheOnlyValueAndNilForNoneOrMore() {
    #expect(SignalProducer<Int, TestError>(value: 7).blockingSingle() == .success(7))
    #expect(SignalProducer<Int, TestError>.empty.blockingSingle() == nil)
    #expect(SignalProducer<Int, TestError>(values: [1, 2]).blockingSingle() == nil)
  }

  @Test func waitIgnoresValuesAndReportsHowTheRunEnded() {
    #expect(throws: Never.self) {
      try SignalProducer<Int, TestError>(values: [1, 2]).blockingWait().get()
    }
    #expect(
      throws: TestError(code: 6),
      performing: {
        try SignalProducer<Int, TestError>(error: TestError(code: 6)).blockingWait().get()
      })
  }

  @Test func aRunSendingFromAnotherThreadIsWaitedFor() {
    let producer = SignalProducer<Int, Never> { observer, _ in
      Thread {
        observer.emit(41)
        observer.emit(42)
        observer.complete()
      }.start()
    }
    #expect(producer.blockingLast() == .success(42))
    #expect(producer.blockingFirst() == .success(41))
  }
}
