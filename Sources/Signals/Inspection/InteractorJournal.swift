/// The commands one interactor reduced, as its inspector keeps them: written by
/// `Interactors` on the interactor's state scheduler, read by the inspector.
///
/// The interactor's reducer pipeline holds it; the inspector holds it weakly, so it goes
/// with the interactor.
package final class InteractorJournal: Sendable {
  private let group: GroupRecord
  private let now: @Sendable () -> Duration
  private let runningEffects: @Sendable () -> Int
  private let state = Locked.make(State())

  /// Whether commands and view models may be described: the inspector's
  /// ``Inspector/showsValues``.
  package let showsValues: Bool

  private struct State {
    var commands: [Inspector.InteractorHistory.Command] = []
    var count = 0
  }

  init(
    group: GroupRecord, showsValues: Bool, now: @escaping @Sendable () -> Duration,
    runningEffects: @escaping @Sendable () -> Int
  ) {
    self.group = group
    self.showsValues = showsValues
    self.now = now
    self.runningEffects = runningEffects
  }

  /// The journal of the interactor being built on this thread, kept by the inspector
  /// recording here; `nil` when none records or no interactor's group is being built.
  ///
  /// - Parameter runningEffects: How many of the interactor's effect producers run now.
  package static func start(runningEffects: @escaping @Sendable () -> Int)
    -> InteractorJournal?
  {
    guard Inspection.isOn, let inspector = InspectorContext.recordingInspector,
      let group = InspectorContext.current.groups.last, group.kind == .interactor
    else { return nil }
    let journal = InteractorJournal(
      group: group, showsValues: inspector.showsValues, now: inspector.timelineRecorder.now,
      runningEffects: runningEffects)
    inspector.journals.withLock { $0.append(WeakJournal(journal: journal)) }
    return journal
  }

  /// Notes a command reduced.
  ///
  /// - Parameters:
  ///   - command: Its description, or its case when values are not shown.
  ///   - changes: The view model's changed lines, empty when values are not shown.
  ///   - changedLines: How many lines changed.
  ///   - effect: The case of the effect it started, if any.
  package func note(command: String, changes: [String], changedLines: Int, effect: String?) {
    let time = now()
    state.withLock { state in
      state.commands.append(
        Inspector.InteractorHistory.Command(
          sequence: state.count, time: time, command: command, changes: changes,
          changedLines: changedLines, effect: effect))
      state.count += 1
      if state.commands.count > Inspector.InteractorHistory.capacity {
        state.commands.removeFirst(state.commands.count - Inspector.InteractorHistory.capacity)
      }
    }
  }

  func history() -> Inspector.InteractorHistory {
    let (commands, count) = state.withLock { ($0.commands, $0.count) }
    return Inspector.InteractorHistory(
      group: group.group, commands: commands, dropped: count - commands.count,
      runningEffects: runningEffects())
  }
}

/// An inspector's weak hold on a journal.
struct WeakJournal {
  weak var journal: InteractorJournal?
}
