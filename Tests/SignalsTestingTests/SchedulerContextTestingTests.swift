import Signals
import SignalsTesting
import Testing

@Suite struct SchedulerContextTestingTests {
  @Test func theTestingContextRunsStateOutputAndWorkOnTheOneScheduler() {
    let scheduler = TestScheduler()
    let context = SchedulerContext(testing: scheduler)
    let log = Trail()
    context.work.schedule { log.append("work") }
    context.state.schedule { log.append("state") }
    context.output.schedule { log.append("output") }
    #expect(scheduler.pendingActionCount == 3)
    scheduler.advance()
    #expect(log.entries == ["work", "state", "output"])
  }

  @Test func anInteractorPipelineOnTheTestingContextMovesOnlyWhenAdvanced() {
    let scheduler = TestScheduler()
    let context = SchedulerContext(testing: scheduler)
    let (commands, send) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      commands.observe(on: context.state).scan(0, +).observe(on: context.output))
    send.emit(2)
    send.emit(3)
    #expect(recorder.values.isEmpty)
    scheduler.advance()
    #expect(recorder.values == [2, 5])
    #expect(scheduler.pendingActionCount == 0)
  }
}
