import Foundation
import Signals
import SignalsTesting
import Testing

/// Scheduling by `Date`, as ReactiveSwift's date schedulers do: on a `TestScheduler` the
/// date is virtual, `startDate` plus the time advanced.
@Suite struct DateSchedulerDateTests {
  private let start = Date(timeIntervalSince1970: 1_000_000)

  @Test func theTestSchedulersDateStartsAtItsStartDateAndMovesOnlyWhenAdvanced() {
    let scheduler = TestScheduler(startDate: start)
    #expect(scheduler.currentDate == start)
    scheduler.advance(by: .milliseconds(1_500))
    #expect(scheduler.currentDate == start.addingTimeInterval(1.5))
    #expect(TestScheduler().currentDate == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func anActionScheduledAfterADateRunsWhenTheVirtualDateReachesIt() {
    let scheduler = TestScheduler(startDate: start)
    let log = Log<String>()
    scheduler.schedule(after: start.addingTimeInterval(5)) { log.append("at 5 s") }
    scheduler.advance(by: .seconds(4))
    #expect(log.all.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(log.all == ["at 5 s"])
  }

  @Test func anActionScheduledAfterAPastDateRunsAtTheNextAdvance() {
    let scheduler = TestScheduler(startDate: start)
    scheduler.advance(by: .seconds(10))
    let log = Log<String>()
    scheduler.schedule(after: start) { log.append("late") }
    scheduler.advance()
    #expect(log.all == ["late"])
  }

  @Test func aRepeatingActionStartsAtItsDateAndRepeatsEveryInterval() {
    let scheduler = TestScheduler(startDate: start)
    let log = Log<Double>()
    let timer = scheduler.schedule(after: start.addingTimeInterval(2), interval: .seconds(3)) {
      log.append(scheduler.currentDate.timeIntervalSince(start))
    }
    scheduler.advance(by: .seconds(9))
    #expect(log.all == [2, 5, 8])
    timer?.dispose()
    scheduler.advance(by: .seconds(9))
    #expect(log.all == [2, 5, 8])
  }

  @Test func aSchedulerThatKeepsRealTimeDatesItsInstantsByTheMachinesClock() {
    let before = Date()
    let date = QueueScheduler().currentDate
    #expect(date >= before && date <= Date())
  }
}
