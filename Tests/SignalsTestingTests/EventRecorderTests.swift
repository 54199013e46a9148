import Foundation
import Signals
import SignalsTesting
import Testing

@Suite struct EventRecorderTests {
  @Test func recordsValuesAndTerminalEvent() {
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal)
    emitter.emit(1)
    emitter.complete()
    #expect(recorder.values == [1])
    #expect(recorder.isCompleted)
    #expect(!recorder.isInterrupted)
  }
}

@Suite struct EventRecorderHostingTests {
  @Test func aHostedProducersAsyncWorkRunsOnVirtualTime() {
    let scheduler = TestScheduler()
    let clock = scheduler.clock
    let answer = SignalProducer<Int, Never> { () async in
      try? await clock.sleep(for: .seconds(1))
      return 42
    }
    let recorder = EventRecorder(answer, hostedBy: scheduler)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.events.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.value(42), .completed])
  }

  @Test func aHostedProducerThatAwaitsAnotherThreadSettles() async {
    let scheduler = TestScheduler()
    // A thread of its own, not `Task.detached`: a detached task waits for Swift's
    // cooperative pool, which tests beside this one may hold for longer than the
    // settle's wall-clock bound (so it once failed in CI).
    let answer = SignalProducer<Int, Never> { () async in
      await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: 7) }.start()
      }
    }
    let recorder = EventRecorder(answer, hostedBy: scheduler)
    #expect(await scheduler.settle())
    #expect(recorder.values == [7])
  }
}
