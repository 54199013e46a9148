import Signals

/// A reducer that runs `Base` and prints each command it reduces with the change it made
/// to the view model, as it happens: The Composable Architecture's `_printChanges()`.
///
/// Build the interactor with ``Reducer/printingChanges`` in place of the reducer; nothing
/// else changes:
///
/// ```swift
/// enum CounterReducer: Reducer {
///   typealias ViewModel = Int
///   enum Command: Sendable { case increment }
///   typealias Effect = Never
///   static func reduce(state: State, command: Command) -> State {
///     State(viewModel: state.viewModel + 1)
///   }
/// }
/// let counter = Interactor(
///   reducer: CounterReducer.printingChanges, initialViewModel: 0, scheduler: .immediate)
/// counter.send(.increment)
/// // Prints:
/// // CounterReducer received increment
/// // − - 0
/// // + - 1
/// ```
///
/// Each command is printed where the reducer runs — the context's state scheduler — in
/// the order it is reduced, with the view model's description as `dump` gives it: the
/// lines only before marked `−`, those only after `+`. A command that leaves the view
/// model as it was says so; an effect asked for is printed after the diff. The lines go
/// to ``PrintedChanges/output``, standard output unless set otherwise — on the terminal
/// host, whose screen standard output is, set it to a file.
public enum PrintingChanges<Base: Reducer>: Reducer {
  /// The commands of `Base`.
  public typealias Command = Base.Command
  /// The view model of `Base`.
  public typealias ViewModel = Base.ViewModel
  /// The effects of `Base`.
  public typealias Effect = Base.Effect

  /// Reduces `command` with `Base`, and prints it with the change it made.
  public static func reduce(state: State, command: Command) -> State {
    let next = Base.reduce(state: state, command: command)
    PrintedChanges.write(
      PrintedChanges.describe(
        reducer: "\(Base.self)", command: command, before: state.viewModel,
        after: next.viewModel, effect: next.effect))
    return next
  }
}

extension Reducer {
  /// This reducer, printing each command with the change it made to the view model: pass
  /// it to an interactor in place of `Self.self` (see ``PrintingChanges``).
  public static var printingChanges: PrintingChanges<Self>.Type { PrintingChanges<Self>.self }
}

/// Where ``PrintingChanges`` writes, and how it describes a change.
public enum PrintedChanges {
  private static let destination = Locked<@Sendable (String) -> Void>.make { print($0) }

  /// Receives each command's description, several lines at once; prints to standard
  /// output unless set otherwise. Set it from any thread.
  ///
  /// ```swift
  /// PrintedChanges.output = { text in
  ///   FileHandle.standardError.write(Data((text + "\n").utf8))
  /// }
  /// ```
  public static var output: @Sendable (String) -> Void {
    get { destination.withLock { $0 } }
    set { destination.withLock { $0 = newValue } }
  }

  static func write(_ text: String) {
    output(text)
  }

  /// The lines for one command: which reducer received what, the view model's diff, and
  /// the effect asked for.
  static func describe<ViewModel: Equatable, Effect>(
    reducer: String, command: some Any, before: ViewModel, after: ViewModel, effect: Effect?
  ) -> String {
    var lines = ["\(reducer) received \(command)"]
    if before == after {
      lines.append("  (the view model did not change)")
    } else {
      let diff = TextDiff.lines(
        expected: TextDiff.describe(before), actual: TextDiff.describe(after))
      lines += diff.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("  ") || $0.count > 2 }
        .map(String.init)
    }
    if let effect { lines.append("  effect: \(effect)") }
    return lines.joined(separator: "\n")
  }
}
