/// A pure function from a state and a command to the next state: seed 003's reducer.
///
/// A reducer decides what a screen shows (its view model) and what should happen next
/// (an optional effect) and does nothing else: no I/O, no time, no shared state. That is
/// what makes it testable with plain equality and replayable from a ``CommandLog``. An
/// ``Interactor`` runs it, delivers the view model, and turns each effect into work.
///
/// A type conforming to `Reducer` names its three types and writes only the function:
///
/// ```swift
/// enum CounterReducer: Reducer {
///   typealias ViewModel = Int
///   enum Command: Sendable { case increment, save }
///   enum Effect: Sendable, Equatable { case save(Int) }
///
///   static func reduce(state: State, command: Command) -> State {
///     switch command {
///     case .increment: State(viewModel: state.viewModel + 1)
///     case .save: State(viewModel: state.viewModel, effect: .save(state.viewModel))
///     }
///   }
/// }
/// let next = CounterReducer.reduce(state: .init(viewModel: 1), command: .save)
/// print(next.viewModel, next.effect!)  // Prints "1 save(1)"
/// ```
public protocol Reducer<Command, ViewModel, Effect>: SendableMetatype {
  /// Everything that can change the view model: the view's intents and the results of
  /// effects.
  associatedtype Command: Sendable
  /// What the view shows, at one moment.
  associatedtype ViewModel: Equatable, Sendable
  /// Work or navigation that a transition asks for.
  associatedtype Effect: Sendable

  /// The state a reducer works on: a view model, and the effect of the last transition.
  typealias State = ReducerState<ViewModel, Effect>

  /// The state after `command`; its effect, if any, belongs to this transition only.
  ///
  /// - Parameters:
  ///   - state: The state before the command. Its `effect` is the previous transition's
  ///     and is already being handled; a reducer does not carry it forward.
  ///   - command: What happened.
  /// - Returns: The next view model and the effect this transition asks for, if any.
  static func reduce(state: State, command: Command) -> State
}

/// A reducer's state: the view model, and the effect the last transition asked for
/// (seed 003's `Reducer.State`).
///
/// Conforming types call it `State`:
///
/// ```swift
/// let state = ReducerState<String, Int>(viewModel: "loading", effect: 1)
/// print(state.viewModel, state.effect ?? 0)  // Prints "loading 1"
/// ```
public struct ReducerState<ViewModel, Effect> {
  /// What the view shows after the transition.
  public var viewModel: ViewModel
  /// What the transition asks for, or `nil` when it asks for nothing.
  public var effect: Effect?

  /// Creates a state; a transition without an effect leaves out `effect`.
  ///
  /// - Parameters:
  ///   - viewModel: What the view shows after the transition.
  ///   - effect: What the transition asks for; `nil` by default.
  public init(viewModel: ViewModel, effect: Effect? = nil) {
    self.viewModel = viewModel
    self.effect = effect
  }
}

extension ReducerState: Sendable where ViewModel: Sendable, Effect: Sendable {}
extension ReducerState: Equatable where ViewModel: Equatable, Effect: Equatable {}
extension ReducerState: Hashable where ViewModel: Hashable, Effect: Hashable {}
