import Flows
import Signals
import Testing

@testable import TerminalHost

/// Wait steps on virtual time: each test says when work arrives, and checks what the run
/// loop is handed, when, and what is printed.
@Suite struct ScriptDisplayWaitTests {
  private let printed = Locked.make([String]())
  private let virtual: VirtualTimer

  init() {
    virtual = VirtualTimer()
  }

  private init(_ virtual: VirtualTimer) {
    self.virtual = virtual
  }

  private func display(
    _ script: String, activity: Activity = Activity()
  ) throws -> ScriptDisplay {
    ScriptDisplay(
      script: try KeyScript(parsing: script), size: TerminalSize(columns: 20, rows: 2),
      timer: virtual.timer, activity: activity
    ) { text in printed.withLock { $0.append(text) } }
  }

  private func screen(_ text: String) -> Grid {
    var grid = Grid(columns: 20, rows: 2)
    grid.write(text, row: 0, column: 0)
    return grid
  }

  @Test func aWaitForTextHandsNoKeysUntilTheTextIsDrawnThenPrintsThatScreenOnly() throws {
    let test = Self(VirtualTimer(arrivals: [.seconds(1), .seconds(2)]))
    let display = try test.display("wait:text:Ready now\nq")
    display.show(test.screen("Loading"))
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(test.virtual.now == .seconds(1))
    display.show(test.screen("Loading more"))
    #expect(display.nextKeys(wakingOn: []) == [])
    display.show(test.screen("Ready now"))
    #expect(display.nextKeys(wakingOn: []) == [.character("q")])
    #expect(test.virtual.now == .seconds(2))
    #expect(display.timeout == nil)
    #expect(
      test.printed.withLock { $0 } == [
        "--- start (20×2) ---\nLoading\n",
        "--- step 1, line 1: wait:text:Ready now ---\nReady now\n",
      ])
  }

  @Test func aWaitForTextAlreadyOnTheScreenDoesNotSleep() throws {
    let display = try display("wait:text:Ready")
    display.show(screen("Ready"))
    #expect(display.nextKeys(wakingOn: []) == nil)
    #expect(virtual.sleeps == [])
    #expect(printed.withLock { $0 }.count == 2)
  }

  @Test func aWaitForTextThatNeverComesEndsTheRunAtItsBoundNamingItsStepAndScreen() throws {
    let display = try display("down\n\ntimeout:3s wait:text:Snowman\nq")
    display.show(screen("Indexing 0%"))
    #expect(display.nextKeys(wakingOn: []) == [.down])
    display.show(screen("Indexing 0%"))
    #expect(display.nextKeys(wakingOn: []) == [])
    display.show(screen("Indexing 0%"))
    #expect(display.nextKeys(wakingOn: []) == nil)
    #expect(virtual.now == .seconds(3))
    #expect(
      display.timeout?.description == """
        line 3 (step 2, wait:text:Snowman): waited 3s for "Snowman" to appear on the screen, \
        in vain; write timeout:DURATION before the wait to allow longer. The screen was:
        Indexing 0%

        """)
    #expect(display.nextKeys(wakingOn: []) == nil)
  }

  @Test func waitingForIdleEndsWhenTheLastWorkInFlightEndsNotWhenWorkArrives() throws {
    let test = Self(VirtualTimer(arrivals: [.milliseconds(100), .milliseconds(2500)]))
    let activity = Activity()
    let request = activity.begin("GET /users")
    // The request's answer takes longer than any quiet period: at 100 ms other work
    // arrives, at 2.5 s the answer, handed to the loop as the request ends.
    test.virtual.onArrival = { if $0 == .milliseconds(2500) { request.end() } }
    let display = try test.display("wait:idle enter", activity: activity)
    display.show(test.screen("Loading"))
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(test.virtual.now == .milliseconds(100))
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(display.nextKeys(wakingOn: []) == [.enter])
    #expect(test.virtual.now == .milliseconds(2500))
    #expect(display.timeout == nil)
  }

  @Test func anIdleAppWithWorkWaitingForTheLoopIsNotIdleUntilTheLoopRanIt() throws {
    let display = try display("wait:idle enter")
    virtual.workWaiting = 1
    display.show(screen("Loading"))
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(display.nextKeys(wakingOn: []) == [.enter])
    #expect(virtual.now == .zero)
    #expect(virtual.sleeps == [.zero, .zero])
  }

  @Test func anIdleAppEndsTheWaitAtOnce() throws {
    let display = try display("wait:idle enter")
    display.show(screen("Ready"))
    #expect(display.nextKeys(wakingOn: []) == [.enter])
    #expect(virtual.now == .zero)
  }

  @Test func anAppThatIsNeverIdleTimesOutAtTheBoundNamingWhatIsInFlight() throws {
    let test = Self(VirtualTimer(every: .milliseconds(100)))
    let activity = Activity()
    _ = activity.begin("GET /users")
    _ = activity.begin("indexing")
    let display = try test.display("timeout:1s\nwait:idle", activity: activity)
    display.show(test.screen("Busy"))
    var handed = 0
    while display.nextKeys(wakingOn: []) != nil { handed += 1 }
    #expect(handed == 10)
    #expect(test.virtual.now == .seconds(1))
    #expect(
      display.timeout?.description == """
        line 2 (step 1, wait:idle): waited 1s for the app to be idle (nothing in flight, no \
        work waiting), in vain, still in flight: GET /users, indexing; write \
        timeout:DURATION before the wait to allow longer. The screen was:
        Busy

        """)
  }

  @Test func aWaitForADurationLastsThatLongWhateverArrivesAndNeverFails() throws {
    let test = Self(VirtualTimer(arrivals: [.milliseconds(500)]))
    let display = try test.display("timeout:1s wait:2s q")
    display.show(test.screen("Working"))
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(display.nextKeys(wakingOn: []) == [])
    #expect(display.nextKeys(wakingOn: []) == [.character("q")])
    #expect(test.virtual.now == .seconds(2))
    #expect(display.timeout == nil)
  }
}
