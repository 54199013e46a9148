import Signals
import SignalsTesting
import Testing

@Suite struct AsyncValuesTests {
  @Test func aProducersValuesAreIteratedWithoutTryWhenItCannotFail() async {
    var seen: [Int] = []
    for await value in SignalProducer(values: [1, 2, 3]).values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }

  @Test func aFailureIsThrownOnceAfterTheBufferedValues() async throws {
    let producer = SignalProducer<Int, TestError>(values: [1, 2])
      .concat(SignalProducer(error: TestError(code: 4)))
    var seen: [Int] = []
    var iterator = producer.values.makeAsyncIterator()
    do {
      while let value = try await iterator.next() { seen.append(value) }
      Issue.record("the loop ended without the failure")
    } catch {
      #expect(error == TestError(code: 4))
    }
    #expect(seen == [1, 2])
    #expect(try await iterator.next() == nil)
  }

  @Test func aSignalsValuesArriveWhileTheLoopWaits() async {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    var iterator = signal.values.makeAsyncIterator()
    let sender = Task {
      for value in 1...3 { emitter.emit(value) }
      emitter.complete()
    }
    var seen: [Int] = []
    while let value = await iterator.next() { seen.append(value) }
    await sender.value
    #expect(seen == [1, 2, 3])
  }

  @Test func anInterruptedStreamEndsTheLoop() async {
    var iterator = SignalProducer<Int, Never>.never.take(first: 0).values.makeAsyncIterator()
    #expect(await iterator.next() == nil)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    var interrupted = signal.values.makeAsyncIterator()
    emitter.interrupt()
    #expect(await interrupted.next() == nil)
  }

  @Test func leavingTheLoopEarlyInterruptsTheRun() async {
    let cleanups = Counter()
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { cleanups.increment() }
      observer.emit(1)
      observer.emit(2)
    }
    for await value in producer.values where value == 1 { break }
    #expect(cleanups.value == 1)
  }

  @Test(.timeLimit(.minutes(1))) func cancellingTheTaskEndsTheLoopAndTheObservation() async {
    let watch = CanaryWatch()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    // The loop's task runs on a test scheduler, so that each of its steps happens at an
    // advance: the loop has begun observing once the first advance returns.
    let scheduler = TestScheduler()
    let loop = Task(executorPreference: scheduler) { [canary = watch.makeCanary()] in
      var count = 0
      for await _ in signal.values.map({ value in withExtendedLifetime(canary) { value } }) {
        count += 1
      }
      return count
    }
    scheduler.advance()
    emitter.emit(0)
    scheduler.advance()
    loop.cancel()
    scheduler.advance()
    let count = await loop.value
    #expect(count == 1)
    emitter.emit(1)
    #expect(!watch.isAlive)
  }

  @Test(arguments: [
    (ValuesBufferingPolicy.unbounded, [1, 2, 3, 4]),
    (.bufferingOldest(2), [1, 2]),
    (.bufferingNewest(2), [3, 4]),
  ])
  func theBufferKeepsWhatItsPolicySays(policy: ValuesBufferingPolicy, expected: [Int]) async {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    var iterator = signal.values(bufferingPolicy: policy).makeAsyncIterator()
    for value in 1...4 { emitter.emit(value) }
    emitter.complete()
    var seen: [Int] = []
    while let value = await iterator.next() { seen.append(value) }
    #expect(seen == expected)
  }

  @Test func firstAndLastStartARun() async {
    let starts = Counter()
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts.increment()
      for value in 1...3 { observer.emit(value) }
      observer.complete()
    }
    #expect(await producer.first() == 1)
    #expect(await producer.last() == 3)
    #expect(await SignalProducer<Int, Never>.empty.first() == nil)
    #expect(starts.value == 2)
  }

  @Test func aPropertysValuesStartWithTheCurrentValue() async {
    let count = MutableProperty(5)
    var iterator = count.values.makeAsyncIterator()
    count.value = 6
    #expect(await iterator.next() == 5)
    #expect(await iterator.next() == 6)
    var viewIterator = Property(count).values.makeAsyncIterator()
    #expect(await viewIterator.next() == 6)
  }
}
