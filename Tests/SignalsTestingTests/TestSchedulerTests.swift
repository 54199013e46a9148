import Signals
import SignalsTesting
import Testing

@Suite struct TestSchedulerTests {
  @Test func nothingRunsUntilTheSchedulerIsAdvanced() {
    let scheduler = TestScheduler()
    let log = Trail()
    scheduler.schedule { log.append("now") }
    #expect(log.entries.isEmpty)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(log.entries == ["now"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func actionsDueAtTheSameInstantRunInTheOrderTheyWereScheduled() {
    let scheduler = TestScheduler()
    let log = Trail()
    let second = scheduler.now.advanced(by: .seconds(1))
    for name in ["a", "b", "c"] { scheduler.schedule(after: second) { log.append(name) } }
    scheduler.schedule { log.append("first") }
    scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["first", "a", "b", "c"])
  }

  @Test func advancingRunsActionsInOrderOfInstantWithTimeSetToEach() {
    let scheduler = TestScheduler()
    let log = Trail()
    let start = scheduler.now
    for seconds in [3, 1, 2] {
      scheduler.schedule(after: start.advanced(by: .seconds(seconds))) {
        log.append("\(seconds)@\(scheduler.now.offset)")
      }
    }
    scheduler.advance(by: .milliseconds(2500))
    #expect(log.entries == ["1@1.0 seconds", "2@2.0 seconds"])
    #expect(scheduler.now.offset == .milliseconds(2500))
    scheduler.advance(to: start.advanced(by: .seconds(3)))
    #expect(log.entries.last == "3@3.0 seconds")
  }

  @Test func anActionScheduledFromInsideAnActionRunsInTheSameAdvanceAfterThosePending() {
    let scheduler = TestScheduler()
    let log = Trail()
    scheduler.schedule {
      log.append("outer")
      scheduler.schedule { log.append("nested") }
    }
    scheduler.schedule { log.append("pending") }
    scheduler.advance()
    #expect(log.entries == ["outer", "pending", "nested"])
  }

  @Test func anActionScheduledLaterFromInsideAnActionWaitsForItsInstant() {
    let scheduler = TestScheduler()
    let log = Trail()
    scheduler.schedule {
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { log.append("later") }
    }
    scheduler.advance(by: .seconds(4))
    #expect(log.entries.isEmpty)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["later"])
  }

  @Test func disposingAScheduledActionRemovesItAndReleasesItsClosure() {
    let scheduler = TestScheduler()
    let log = Trail()
    weak var weakCanary: Canary?
    let disposable: (any Disposable)? = {
      let canary = Canary()
      weakCanary = canary
      return scheduler.schedule { withExtendedLifetime(canary) { log.append("ran") } }
    }()
    #expect(weakCanary != nil)
    disposable?.dispose()
    #expect(scheduler.pendingActionCount == 0)
    #expect(weakCanary == nil)
    scheduler.run()
    #expect(log.entries.isEmpty)
  }

  @Test func aRepeatingActionRunsEveryIntervalUntilDisposed() {
    let scheduler = TestScheduler()
    let ticks = Trail()
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(2), leeway: .zero
    ) { ticks.append("\(scheduler.now.offset)") }
    scheduler.advance(by: .seconds(5))
    #expect(ticks.entries == ["1.0 seconds", "3.0 seconds", "5.0 seconds"])
    timer?.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance(by: .seconds(10))
    #expect(ticks.entries.count == 3)
  }

  @Test func aRepeatingActionThatDisposesItselfStops() {
    let scheduler = TestScheduler()
    let ticks = Trail()
    let timer = Locked<(any Disposable)?>.make(nil)
    let disposable = scheduler.schedule(
      after: scheduler.now, interval: .seconds(1), leeway: .zero
    ) {
      ticks.append("tick")
      if ticks.entries.count == 2 { timer.withLock { $0 }?.dispose() }
    }
    timer.withLock { $0 = disposable }
    scheduler.advance(by: .seconds(10))
    #expect(ticks.entries == ["tick", "tick"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func runRunsEverythingAndMovesTimeToTheLastAction() {
    let scheduler = TestScheduler()
    let log = Trail()
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) {
      log.append("late")
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("later") }
    }
    scheduler.run()
    #expect(log.entries == ["late", "later"])
    #expect(scheduler.now.offset == .seconds(61))
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func advancingToAnEarlierInstantNeverMovesTimeBackwards() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(5))
    scheduler.advance(to: TestScheduler.Instant(offset: .seconds(2)))
    #expect(scheduler.now.offset == .seconds(5))
  }

  @Test func anActionScheduledForAPastInstantRunsAtTheNextAdvance() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(5))
    let log = Trail()
    scheduler.schedule(after: TestScheduler.Instant(offset: .seconds(1))) { log.append("late") }
    scheduler.advance()
    #expect(log.entries == ["late"])
    #expect(scheduler.now.offset == .seconds(5))
  }

  @Test func instantsMeasureTheDurationBetweenThem() {
    let start = TestScheduler.Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(1500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
  }
}

/// What a test's actions did, in order.
final class Trail: Sendable {
  private let log = Locked<[String]>.make([])

  var entries: [String] { log.withLock { $0 } }

  func append(_ entry: String) {
    log.withLock { $0.append(entry) }
  }
}

/// An object to watch through a weak reference.
final class Canary: Sendable {}
