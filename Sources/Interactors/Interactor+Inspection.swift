import Signals

extension Interactor {
  /// What an interactor adds while an inspector records: `step`, also noting each
  /// command it reduces and the change it makes to the view model in the inspector's
  /// journal, and the time travel that journal lets the inspector use; `nil` when no
  /// inspector records, so that an interactor made without one reduces exactly as before.
  ///
  /// Not inlinable: it runs only while an inspector records, where describing view
  /// models costs far more than the generic calls.
  ///
  /// - Parameters:
  ///   - step: The reducer's step.
  ///   - runs: The interactor's effect runs, counted in its history.
  ///   - initial: The first view model.
  ///   - output: Where view models are delivered, a past one included.
  ///   - send: Sends a command the views sent to the reducer, as when nothing is held.
  @usableFromInline
  static func journaling<R: Reducer>(
    _ step: @escaping @Sendable (inout Transition<R>, R.Command) -> Void,
    runs: EffectRuns, initial: ViewModel, output: any Scheduler,
    send: @escaping @Sendable (Command) -> Void
  ) -> (
    step: @Sendable (inout Transition<R>, R.Command) -> Void,
    travel: TimeTravel<Command, ViewModel>
  )? where R.ViewModel == ViewModel {
    guard let journal = InteractorJournal.start(runningEffects: { runs.count }) else {
      return nil
    }
    let travel = TimeTravel<Command, ViewModel>(initial: initial, output: output)
    journal.allowTravel { [weak travel] sequence in
      travel?.travel(to: sequence, sending: send) ?? false
    }
    let journaled: @Sendable (inout Transition<R>, R.Command) -> Void = {
      transition, command in
      let before = transition.state.viewModel
      step(&transition, command)
      let after = transition.state.viewModel
      let diff =
        before == after
        ? []
        : TextDiff.lines(expected: TextDiff.describe(before), actual: TextDiff.describe(after))
          .split(separator: "\n").filter { !$0.hasPrefix("  ") }.map(String.init)
      let sequence = journal.note(
        command: journal.showsValues ? "\(command)" : caseName(of: command),
        changes: journal.showsValues ? diff : [], changedLines: diff.count,
        effect: transition.state.effect.map(caseName(of:)))
      travel.snapshot(after, after: sequence)
    }
    return (journaled, travel)
  }
}

/// The case of an enumeration's value without its associated values, which can hold a
/// user's data; the type's name for a value that is not an enumeration's.
func caseName(of value: some Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "\(type(of: value))" }
  // A case with associated values has one child, labelled with the case's name; one
  // without has none and describes itself by its name.
  return mirror.children.first?.label ?? "\(value)"
}
