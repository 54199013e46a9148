import Dispatch
import OffThePool
import Signals
import SignalsTesting
import Testing

@Suite struct ThrottleWhileTests {
  @Test func valuesPassOnTheSchedulerWhileNotThrottled() {
    let scheduler = TestScheduler()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.throttle(while: MutableProperty(false), on: scheduler))
    emitter.emit(1)
    emitter.emit(2)
    #expect(recorder.values.isEmpty)
    scheduler.advance()
    #expect(recorder.values == [1, 2])
  }

  @Test func theLatestValueHeldWhileThrottledGoesWhenTheThrottleLifts() {
    let throttled = MutableProperty(false)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: throttled, on: ImmediateScheduler()))
    emitter.emit(1)
    throttled.value = true
    emitter.emit(2)
    emitter.emit(3)
    #expect(recorder.values == [1])
    throttled.value = false
    #expect(recorder.values == [1, 3])
    throttled.value = true
    throttled.value = false  // Nothing held: nothing sent.
    emitter.emit(4)
    #expect(recorder.values == [1, 3, 4])
  }

  @Test func aThrottleTrueAtTheStartHoldsTheFirstValues() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let throttled = MutableProperty(true)
    let recorder = EventRecorder(signal.throttle(while: throttled, on: ImmediateScheduler()))
    emitter.emit(1)
    #expect(recorder.values.isEmpty)
    throttled.value = false
    #expect(recorder.values == [1])
  }

  @Test(arguments: [Signal<Int, TestError>.Event.completed, .failed(TestError())])
  func anEndDropsTheHeldValueAndIsForwardedAfterTheValuesBeforeIt(
    end: Signal<Int, TestError>.Event
  ) {
    let scheduler = TestScheduler()
    let throttled = MutableProperty(false)
    let (signal, emitter) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.throttle(while: throttled, on: scheduler))
    emitter.emit(1)
    throttled.value = true
    emitter.emit(2)
    emitter.send(end)
    #expect(recorder.events.isEmpty)
    scheduler.advance()
    #expect(recorder.events == [.value(1), end])
    throttled.value = false
    scheduler.advance()
    #expect(recorder.events == [.value(1), end])
  }

  @Test func aThrottleThatEndsWhileTrueHoldsEverythingUntilTheEnd() {
    var throttled: MutableProperty<Bool>? = MutableProperty(true)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.throttle(while: Property(throttled!), on: ImmediateScheduler()))
    emitter.emit(1)
    throttled = nil
    emitter.emit(2)
    emitter.complete()
    #expect(recorder.events == [.completed])
  }

  @Test func eachRunOfAProducerIsThrottledOnItsOwn() {
    let paused = MutableProperty(true)
    let producer = SignalProducer(values: [1, 2, 3]).concat(SignalProducer<Int, Never>.never)
      .throttle(while: paused, on: ImmediateScheduler())
    let first = EventRecorder(producer)
    let second = EventRecorder(producer)
    #expect(first.values.isEmpty && second.values.isEmpty)
    paused.value = false
    #expect(first.values == [3])
    #expect(second.values == [3])
    first.interrupt()
    #expect(first.isInterrupted)
  }

  @Test(.cpuBound) func valuesAndThrottleChangesFromManyThreadsKeepOneOrder() {
    // Whatever the interleaving, the output is increasing: a released value is never
    // overtaken by a later one, and nothing is forwarded twice.
    let throttled = MutableProperty(false)
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: throttled, on: ImmediateScheduler()))
    let counter = Locked.make(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 0..<2_000 {
        if thread == 0 {
          throttled.value = step.isMultiple(of: 2)
        } else {
          // Sent under the lock, so that the values reach the operator in order.
          counter.withLock { count in
            count += 1
            emitter.emit(count)
          }
        }
      }
    }
    throttled.value = false
    let values = recorder.values
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    #expect(values.last == counter.withLock { $0 })
  }
}
