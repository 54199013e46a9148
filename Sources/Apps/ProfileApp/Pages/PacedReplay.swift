import Flows
import Interactors
import Signals

/// Sends a log's commands one after another, each at its offset from the start and, given
/// an ``Activity``, not before the app has nothing in flight.
///
/// A replay timed alone raced the app: a post opened 50 ms after its list loaded in the
/// recording came before the list in a replay whose request took longer, and was ignored.
/// Waiting for the app to be idle makes each command meet the state it met when recorded,
/// however fast the requests answer now.
final class PacedReplay<Command: Sendable>: Sendable {
  private let entries: [CommandLog<Command>.Entry]
  private let activity: Activity?
  private let perform: @Sendable (Command) -> Void
  private let state = Locked.make(State())

  private struct State {
    var cancelled = false
    var pending: (any Disposable)?
  }

  init(
    _ log: CommandLog<Command>, waitingFor activity: Activity?,
    perform: @escaping @Sendable (Command) -> Void
  ) {
    entries = log.entries
    self.activity = activity
    self.perform = perform
  }

  /// Starts sending, on `clock`, from now.
  ///
  /// - Returns: A disposable that stops what is not sent yet.
  func start<Clock: DateScheduler>(on clock: Clock) -> any Disposable {
    let start = clock.now
    send(0, from: start, on: clock)
    return AnyDisposable { [self] in
      let pending = state.withLock { state in
        state.cancelled = true
        return state.pending
      }
      pending?.dispose()
    }
  }

  /// Sends entry `index` at its time, once the app is idle, then goes on to the next.
  private func send<Clock: DateScheduler>(_ index: Int, from start: Clock.Instant, on clock: Clock)
  {
    guard entries.indices.contains(index) else { return }
    let due = start.advanced(by: entries[index].offset)
    keep(
      clock.schedule(after: due) { [self] in
        whenIdle(on: clock) { [self] in
          guard !state.withLock(\.cancelled) else { return }
          perform(entries[index].command)
          send(index + 1, from: start, on: clock)
        }
      })
  }

  /// Runs `action` on `clock` once the activity, if any, has nothing in flight.
  private func whenIdle(on clock: some Scheduler, _ action: @escaping @Sendable () -> Void) {
    guard let activity else { return action() }
    let ran = Locked.make(false)
    let watching = Locked<(any Disposable)?>.make(nil)
    let run: @Sendable () -> Void = { [self] in
      guard activity.isIdle else { return }
      let first = ran.withLock { ran in
        defer { ran = true }
        return !ran
      }
      guard first else { return }
      watching.withLock { $0 }?.dispose()
      keep(clock.schedule(action))
    }
    // Observed before looking, so that work ending in between is not missed.
    let observation = activity.changes.observeValues { run() }
    watching.withLock { $0 = observation }
    keep(observation)
    run()
    if ran.withLock({ $0 }) { observation.dispose() }
  }

  /// Keeps `disposable` as what stopping the replay disposes, disposing it at once if the
  /// replay was stopped.
  private func keep(_ disposable: (any Disposable)?) {
    let cancelled = state.withLock { state in
      if !state.cancelled { state.pending = disposable }
      return state.cancelled
    }
    if cancelled { disposable?.dispose() }
  }
}
