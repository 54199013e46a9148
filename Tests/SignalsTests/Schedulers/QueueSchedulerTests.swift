import Dispatch
import Signals
import Testing

@Suite struct QueueSchedulerTests {
  /// Generous: only a broken scheduler waits this long, and a failure must not hang CI.
  static var timeout: DispatchTime { .now() + .seconds(10) }

  @Test func runsActionsOnItsQueueInTheOrderTheyWereScheduled() {
    let scheduler = QueueScheduler(name: "test.order")
    let log = Log<Int>()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<100 {
      scheduler.schedule {
        dispatchPrecondition(condition: .onQueue(scheduler.queue))
        log.append(index)
        if index == 99 { done.signal() }
      }
    }
    #expect(done.wait(timeout: Self.timeout) == .success)
    #expect(log.all == Array(0..<100))
  }

  @Test func aDisposedActionNeverRunsAndIsReleased() {
    let scheduler = QueueScheduler(name: "test.dispose")
    let gate = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let log = Log<String>()
    let watch = CanaryWatch()
    scheduler.schedule { gate.wait() }
    let disposable: (any Disposable)? = {
      let canary = watch.makeCanary()
      return scheduler.schedule { withExtendedLifetime(canary) { log.append("disposed") } }
    }()
    disposable?.dispose()
    #expect(!watch.isAlive)
    scheduler.schedule {
      log.append("after")
      done.signal()
    }
    gate.signal()
    #expect(done.wait(timeout: Self.timeout) == .success)
    #expect(log.all == ["after"])
  }

  @Test func runsAnActionAfterItsInstant() {
    let scheduler = QueueScheduler(name: "test.after")
    let done = DispatchSemaphore(value: 0)
    let deadline = scheduler.now.advanced(by: .milliseconds(1))
    let ranAt = Log<QueueScheduler.Instant>()
    scheduler.schedule(after: deadline) {
      ranAt.append(scheduler.now)
      done.signal()
    }
    #expect(done.wait(timeout: Self.timeout) == .success)
    #expect(ranAt.all.allSatisfy { $0 >= deadline })
  }

  @Test func aRepeatingActionRunsUntilDisposed() {
    let scheduler = QueueScheduler(name: "test.timer")
    let ticks = Counter()
    let thirdTick = DispatchSemaphore(value: 0)
    let timer = scheduler.schedule(
      after: scheduler.now, interval: .milliseconds(1), leeway: .zero
    ) {
      ticks.increment()
      if ticks.value == 3 { thirdTick.signal() }
    }
    #expect(thirdTick.wait(timeout: Self.timeout) == .success)
    timer?.dispose()
    // A tick already dispatched may still be running: wait for the queue to pass it.
    scheduler.queue.sync {}
    let afterDispose = ticks.value
    let flushed = DispatchSemaphore(value: 0)
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) { flushed.signal() }
    #expect(flushed.wait(timeout: Self.timeout) == .success)
    #expect(ticks.value == afterDispose)
  }

  @Test func instantsMeasureTheDurationBetweenThem() {
    let start = QueueScheduler().now
    let later = start.advanced(by: .milliseconds(250))
    #expect(start.duration(to: later) == .milliseconds(250))
    #expect(later.duration(to: start) == .milliseconds(-250))
    #expect(start < later)
    #expect(later.advanced(by: .milliseconds(-250)) == start)
    let nanoseconds = later.dispatchTime.uptimeNanoseconds - start.dispatchTime.uptimeNanoseconds
    #expect(nanoseconds == 250_000_000)
  }
}
