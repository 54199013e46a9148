import Flows
import Signals
import Testing

@Suite struct ActivityTests {
  @Test func workIsInFlightFromItsBeginningUntilItsEndOldestFirst() {
    let activity = Activity()
    #expect(activity.isIdle)
    let users = activity.begin("GET /users")
    let index = activity.begin("indexing")
    #expect(activity.inFlight == ["GET /users", "indexing"])
    users.end()
    #expect(activity.inFlight == ["indexing"])
    #expect(!activity.isIdle)
    index.end()
    #expect(activity.isIdle)
  }

  @Test func endingWorkTwiceEndsOnlyItNotAnotherOfTheSameName() {
    let activity = Activity()
    let first = activity.begin("GET /users")
    _ = activity.begin("GET /users")
    first.end()
    first.end()
    #expect(activity.inFlight == ["GET /users"])
  }

  @Test func everyBeginningAndEndIsSentOnChangesOnceEach() {
    let activity = Activity()
    let seen = Locked.make([[String]]())
    let observation = activity.changes.observeValues {
      let now = activity.inFlight
      seen.withLock { $0.append(now) }
    }
    let work = activity.begin("indexing")
    work.end()
    work.end()
    observation.dispose()
    #expect(seen.withLock { $0 } == [["indexing"], []])
  }

  @Test func aTrackedRunIsInFlightUntilItsTerminalEventWasSentOn() {
    let activity = Activity()
    let (signal, emitter) = Signal<Int, Never>.pipe()
    let inFlightAtCompletion = Locked.make([String]?.none)
    let run = SignalProducer(signal).tracked(by: activity, as: "GET /users")
      .startWithCompleted {
        let now = activity.inFlight
        inFlightAtCompletion.withLock { $0 = now }
      }
    #expect(activity.inFlight == ["GET /users"])
    emitter.complete()
    #expect(inFlightAtCompletion.withLock { $0 } == ["GET /users"])
    #expect(activity.isIdle)
    run.dispose()
    #expect(activity.isIdle)
  }

  @Test func anInterruptedTrackedRunEndsItsWork() {
    let activity = Activity()
    let run = SignalProducer<Int, Never>.never.tracked(by: activity, as: "GET /users").start()
    #expect(!activity.isIdle)
    run.dispose()
    #expect(activity.isIdle)
  }

  @Test func eachRunOfATrackedProducerIsItsOwnWork() {
    let activity = Activity()
    let producer = SignalProducer<Int, Never>.never.tracked(by: activity, as: "GET /posts")
    let first = producer.start()
    let second = producer.start()
    #expect(activity.inFlight == ["GET /posts", "GET /posts"])
    first.dispose()
    #expect(activity.inFlight == ["GET /posts"])
    second.dispose()
    #expect(activity.isIdle)
  }

  @Test func aTrackedSchedulersActionIsInFlightFromItsSchedulingUntilItRan() {
    let activity = Activity()
    let held = HeldActions()
    let scheduler = activity.tracking(held, as: "reducing a command")
    let inFlightWhileRunning = Locked.make([String]())
    scheduler.schedule {
      let now = activity.inFlight
      inFlightWhileRunning.withLock { $0 = now }
    }
    #expect(activity.inFlight == ["reducing a command"])
    held.runAll()
    #expect(inFlightWhileRunning.withLock { $0 } == ["reducing a command"])
    #expect(activity.isIdle)
  }

  @Test func aCancelledActionOfATrackedSchedulerEndsItsWorkWithoutRunning() {
    let activity = Activity()
    let held = HeldActions()
    let ran = Locked.make(false)
    let scheduled = activity.tracking(held, as: "starting an effect").schedule {
      ran.withLock { $0 = true }
    }
    scheduled?.dispose()
    #expect(activity.isIdle)
    held.runAll()
    #expect(!ran.withLock { $0 })
  }

  @Test func aTrackedContextTracksItsStateAndWorkButLeavesItsOutput() {
    let activity = Activity()
    let held = HeldActions()
    let context = activity.tracking(SchedulerContext(state: held, output: held, work: held))
    context.state.schedule {}
    context.work.schedule {}
    context.output.schedule {}
    #expect(activity.inFlight == ["reducing a command", "starting an effect"])
    held.runAll()
    #expect(activity.isIdle)
  }
}

/// A scheduler that holds its actions until the test runs them.
private final class HeldActions: Scheduler, Sendable {
  private let actions = Locked.make([ScheduledAction]())

  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let scheduled = ScheduledAction(action)
    actions.withLock { $0.append(scheduled) }
    return scheduled
  }

  func runAll() {
    for action in actions.withLock({ $0 }) { action.run() }
  }
}
