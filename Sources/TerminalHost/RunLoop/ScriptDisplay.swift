import Flows

/// A display without a terminal: keys come from a ``KeyScript`` and every screen is
/// printed as text, under a line saying which step led to it.
///
/// ```text
/// --- start (80×24) ---
///  Movie feedback
/// …
/// --- step 1, line 1: enter ---
/// ```
///
/// A wait step hands the run loop no keys until its condition holds, so the loop goes on
/// doing the app's work and drawing; it prints only the screen the wait ended on. A wait
/// that times out ends the run and is kept in ``timeout``.
final class ScriptDisplay: Display {
  private(set) var size: TerminalSize
  /// The wait that timed out, if one did; the run ended then.
  private(set) var timeout: ScriptWaitTimeout?
  private var steps: ArraySlice<KeyScript.Step>
  private var heading: String
  private var stepNumber = 0
  private var waiting: Waiting?
  private var screen: [String] = []
  private let timer: ScriptTimer
  private let activity: Activity
  private let output: (String) -> Void

  /// A wait under way: the step, and when it must end.
  private struct Waiting {
    var step: KeyScript.Step
    var wait: KeyScript.Wait
    var deadline: Duration
  }

  /// A display that plays `script` on a screen of `size`, printing with `output`, its
  /// waits passing the time of `timer` and its `wait:idle` steps waiting for `activity`
  /// to have nothing in flight.
  init(
    script: KeyScript, size: TerminalSize, timer: ScriptTimer = .real,
    activity: Activity = Activity(), output: @escaping (String) -> Void
  ) {
    self.activity = activity
    self.size = size
    steps = script.steps[...]
    heading = "--- start (\(size)) ---"
    self.timer = timer
    self.output = output
  }

  func show(_ grid: Grid) {
    screen = grid.lines
    if waiting == nil { printScreen() }
  }

  func nextKeys(wakingOn wake: [Int32]) -> [Key]? {
    if let waiting {
      switch keepWaiting(waiting, wakingOn: wake) {
      case .waiting: return []
      case .timedOut: return nil
      case .over:
        self.waiting = nil
        printScreen()
      }
    }
    while let step = steps.popFirst() {
      stepNumber += 1
      heading = "--- step \(stepNumber), line \(step.line): \(step.source) ---"
      switch step.action {
      case .keys(let keys):
        return keys
      case .resize(let newSize):
        size = newSize
        return [.resize]
      case .wait(let wait):
        let started = Waiting(step: step, wait: wait, deadline: timer.now() + limit(of: wait))
        switch keepWaiting(started, wakingOn: wake) {
        case .waiting:
          waiting = started
          return []
        case .timedOut: return nil
        case .over: printScreen()
        }
      }
    }
    return nil
  }

  /// Where a wait stands after one look at the screen, or one sleep.
  private enum Progress {
    /// Its condition holds, or its duration passed.
    case over
    /// Not yet: the run loop does its work, draws, and asks again.
    case waiting
    /// Its bound passed first; ``timeout`` says so.
    case timedOut
  }

  private func limit(of wait: KeyScript.Wait) -> Duration {
    if case .duration(let duration) = wait.condition { return duration }
    return wait.bound
  }

  /// Looks whether `waiting`'s condition holds, and if not sleeps until the run loop has
  /// work or the deadline passes.
  private func keepWaiting(_ waiting: Waiting, wakingOn wake: [Int32]) -> Progress {
    let left = waiting.deadline - timer.now()
    switch waiting.wait.condition {
    case .text(let text):
      if screen.contains(where: { $0.contains(text) }) { return .over }
      guard left > .zero else { return timedOut(waiting) }
      _ = timer.sleep(wake, left)
    case .idle:
      // The run loop drained its queues just before asking: idle when nothing is in
      // flight and no work arrived since. Read in this order, for work hands its answer
      // to the loop before it ends; and the host wakes the loop when the last work ends.
      let isIdle = activity.isIdle
      let workWaiting = timer.sleep(wake, .zero)
      if isIdle, !workWaiting { return .over }
      guard left > .zero else { return timedOut(waiting) }
      // Work waiting runs first; the loop asks again after it.
      if !workWaiting { _ = timer.sleep(wake, left) }
    case .duration:
      guard left > .zero else { return .over }
      _ = timer.sleep(wake, left)
    }
    return .waiting
  }

  private func timedOut(_ waiting: Waiting) -> Progress {
    timeout = ScriptWaitTimeout(
      step: waiting.step, stepNumber: stepNumber, wait: waiting.wait,
      inFlight: waiting.wait.condition == .idle ? activity.inFlight : [], screen: screen)
    steps = []
    return .timedOut
  }

  private func printScreen() {
    output(([heading] + screen).joined(separator: "\n"))
  }
}
