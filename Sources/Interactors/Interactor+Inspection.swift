import Signals

extension Interactor {
  /// `step`, also noting each command it reduces, and the change it makes to the view
  /// model, in the journal of the inspector recording here; `nil` when none records, so
  /// that an interactor made without one reduces exactly as before.
  ///
  /// Not inlinable: it runs only while an inspector records, where describing view
  /// models costs far more than the generic calls.
  @usableFromInline
  static func journaling<R: Reducer>(
    _ step: @escaping @Sendable (inout Transition<R>, R.Command) -> Void,
    runs: EffectRuns
  ) -> (@Sendable (inout Transition<R>, R.Command) -> Void)? {
    guard let journal = InteractorJournal.start(runningEffects: { runs.count }) else {
      return nil
    }
    return { transition, command in
      let before = transition.state.viewModel
      step(&transition, command)
      let after = transition.state.viewModel
      let diff =
        before == after
        ? []
        : TextDiff.lines(expected: TextDiff.describe(before), actual: TextDiff.describe(after))
          .split(separator: "\n").filter { !$0.hasPrefix("  ") }.map(String.init)
      journal.note(
        command: journal.showsValues ? "\(command)" : caseName(of: command),
        changes: journal.showsValues ? diff : [], changedLines: diff.count,
        effect: transition.state.effect.map(caseName(of:)))
    }
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
