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
    /// Shows the app as it was after a command, or live for `nil`; set by the interactor.
    var travel: (@Sendable (Int?) -> Bool)?
    /// The command whose view model the app shows, or `nil` when it shows now.
    var shown: Int?
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
  /// - Returns: The command's sequence number.
  @discardableResult
  package func note(command: String, changes: [String], changedLines: Int, effect: String?)
    -> Int
  {
    let time = now()
    return state.withLock { state in
      state.commands.append(
        Inspector.InteractorHistory.Command(
          sequence: state.count, time: time, command: command, changes: changes,
          changedLines: changedLines, effect: effect))
      state.count += 1
      if state.commands.count > Inspector.InteractorHistory.capacity {
        state.commands.removeFirst(state.commands.count - Inspector.InteractorHistory.capacity)
      }
      return state.count - 1
    }
  }

  /// Lets the inspector show the app as it was after a command: `travel` shows the view
  /// model after the command with that sequence number, or the live one for `nil`, and
  /// says whether it could.
  package func allowTravel(_ travel: @escaping @Sendable (Int?) -> Bool) {
    state.withLock { $0.travel = travel }
  }

  /// Shows the app as it was after the command `sequence`, or live for `nil`.
  ///
  /// - Returns: Whether it could: `false` for a command no longer kept, or an interactor
  ///   that cannot travel.
  func travel(to sequence: Int?) -> Bool {
    guard let travel = state.withLock({ $0.travel }), travel(sequence) else { return false }
    state.withLock { $0.shown = sequence }
    return true
  }

  func history() -> Inspector.InteractorHistory {
    let (commands, count, shown) = state.withLock { ($0.commands, $0.count, $0.shown) }
    return Inspector.InteractorHistory(
      group: group.group, commands: commands, dropped: count - commands.count,
      runningEffects: runningEffects(), shown: shown)
  }

  /// The id of the interactor's group.
  var id: Int { group.id }
}

/// An inspector's weak hold on a journal.
struct WeakJournal {
  weak var journal: InteractorJournal?
}
