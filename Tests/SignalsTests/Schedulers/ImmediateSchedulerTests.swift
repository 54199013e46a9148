import Signals
import Testing

@Suite struct ImmediateSchedulerTests {
  @Test func runsTheActionBeforeScheduleReturnsAndLeavesNothingToCancel() {
    let log = Log<String>()
    let disposable = ImmediateScheduler().schedule { log.append("ran") }
    log.append("returned")
    #expect(log.all == ["ran", "returned"])
    #expect(disposable == nil)
  }

  @Test func theImmediateContextRunsStateOutputAndWorkAtOnce() {
    let log = Log<String>()
    let context = SchedulerContext.immediate
    context.state.schedule { log.append("state") }
    context.output.schedule { log.append("output") }
    context.work.schedule { log.append("work") }
    #expect(log.all == ["state", "output", "work"])
  }
}
