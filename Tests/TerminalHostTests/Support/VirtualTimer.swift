@testable import TerminalHost

/// A ``ScriptTimer`` of virtual time: sleeping moves the clock on at once, to the end of
/// the sleep or to the next moment the test says work arrives, whichever comes first.
final class VirtualTimer {
  /// The virtual time now.
  private(set) var now = Duration.zero
  /// When work arrives and wakes a sleep, earliest first.
  private var arrivals: [Duration]
  /// How long each sleep asked to sleep.
  private(set) var sleeps: [Duration] = []
  /// How many of the next sleeps find work already waiting: they return at once, woken.
  var workWaiting = 0
  /// Runs at each arrival that wakes a sleep, with its time: the work that arrived.
  var onArrival: (Duration) -> Void = { _ in }

  /// A timer whose sleeps are woken at `arrivals`, and and every `interval` when given.
  init(arrivals: [Duration] = [], every interval: Duration? = nil) {
    self.arrivals = arrivals.sorted()
    self.interval = interval
  }

  private let interval: Duration?

  /// The timer to hand a ``ScriptDisplay``.
  var timer: ScriptTimer {
    ScriptTimer(now: { self.now }, sleep: { _, duration in self.sleep(duration) })
  }

  private func sleep(_ duration: Duration) -> Bool {
    sleeps.append(duration)
    if workWaiting > 0 {
      workWaiting -= 1
      return true
    }
    let end = now + duration
    let next = nextArrival()
    guard let next, next <= end else {
      now = end
      return false
    }
    now = next
    arrivals.removeAll { $0 <= next }
    onArrival(next)
    return true
  }

  private func nextArrival() -> Duration? {
    let scheduled = arrivals.first { $0 > now }
    guard let interval else { return scheduled }
    var periodic = interval
    while periodic <= now { periodic += interval }
    return scheduled.map { min($0, periodic) } ?? periodic
  }
}
