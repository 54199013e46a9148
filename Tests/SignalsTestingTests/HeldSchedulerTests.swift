import Signals
import SignalsTesting
import Testing

@Suite struct HeldSchedulerTests {
  @Test func holdsEveryActionUntilTheTestRunsItInTheOrderItChooses() {
    let scheduler = HeldScheduler()
    let log = Locked<[String]>.make([])
    scheduler.schedule { log.withLock { $0.append("a") } }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) {
      log.withLock { $0.append("b") }
    }
    scheduler.schedule { log.withLock { $0.append("c") } }
    #expect(scheduler.pendingActionCount == 3)
    #expect(log.withLock { $0 }.isEmpty)
    scheduler.run(1)
    #expect(log.withLock { $0 } == ["b"])
    scheduler.runLastFirst()
    #expect(log.withLock { $0 } == ["b", "c", "a"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func runAllAlsoRunsWhatTheActionsSchedule() {
    let scheduler = HeldScheduler()
    let log = Locked<[Int]>.make([])
    scheduler.schedule {
      log.withLock { $0.append(1) }
      scheduler.schedule { log.withLock { $0.append(2) } }
    }
    scheduler.runAll()
    #expect(log.withLock { $0 } == [1, 2])
    #expect(scheduler.pendingActionCount == 0)
  }
}
