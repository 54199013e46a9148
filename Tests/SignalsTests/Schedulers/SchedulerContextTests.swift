import Dispatch
import Signals
import Testing

@Suite struct SchedulerContextTests {
  @Test func theDefaultContextReducesAndWorksOnQueuesOfItsOwnAndOutputsOnMain() throws {
    let context = SchedulerContext()
    let state = try #require(context.state as? QueueScheduler)
    let work = try #require(context.work as? QueueScheduler)
    #expect(context.output is MainScheduler)
    #expect(state.queue !== work.queue)
    #expect(work.queue.qos == .utility)
    #expect(state.queue !== (SchedulerContext().state as? QueueScheduler)?.queue)
  }

  @Test func argumentsReplaceOnlyTheirOwnDefault() {
    let context = SchedulerContext(output: ImmediateScheduler())
    #expect(context.output is ImmediateScheduler)
    #expect(context.state is QueueScheduler)
    #expect(context.work is QueueScheduler)
  }
}
