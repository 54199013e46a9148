import Interactors

/// What a view asks of content it loads: load it (or retry after a failure), or refresh
/// it. The commands of the profile and posts interactors, and the ones a command log
/// records.
public enum LoadCommand: String, Codable, Equatable, Sendable {
  /// Load the content, or retry after a failure; ignored while loading or loaded.
  case load
  /// Ask for the content again, showing what is there meanwhile; ignored while loading.
  case refresh
}

/// The reducer of content loaded from the service (seed 003's `ProfileReducer`, for any
/// content): every screen of the profile app runs one.
///
/// One request at a time: a `load` or `refresh` while one is in flight changes nothing,
/// and an answer that comes when none is awaited is ignored.
///
/// ```swift
/// let state = LoadReducer<Int>.reduce(state: .init(viewModel: .idle), command: .load)
/// print(state.viewModel, state.effect!)  // Prints "loading load"
/// ```
public enum LoadReducer<Value: Equatable & Sendable>: Reducer {
  /// What is shown: the content's state.
  public typealias ViewModel = Loadable<Value>

  /// The view's intents and the service's answers.
  public enum Command: Equatable, Sendable {
    /// Load, or retry after a failure.
    case load
    /// Load again, keeping the content shown meanwhile.
    case refresh
    /// The service answered with the content.
    case loaded(Value)
    /// The request failed; the message says why.
    case failed(String)

    /// The reducer's command for a view's.
    public init(_ command: LoadCommand) {
      self = command == .load ? .load : .refresh
    }
  }

  /// The work a transition asks for.
  public enum Effect: Equatable, Sendable {
    /// Request the content from the service.
    case load
  }

  /// The next state of content after `command`.
  ///
  /// - Parameters:
  ///   - state: The content's state before the command.
  ///   - command: What happened.
  /// - Returns: The next state, with ``Effect/load`` when a request must start.
  public static func reduce(state: State, command: Command) -> State {
    let unchanged = State(viewModel: state.viewModel)
    switch (command, state.viewModel) {
    case (.load, .idle), (.refresh, .idle):
      return State(viewModel: .loading, effect: .load)
    case (.load, .failed(let message, let attempts)),
      (.refresh, .failed(let message, let attempts)):
      return State(viewModel: .retrying(after: message, attempts: attempts), effect: .load)
    case (.refresh, .loaded(let value)):
      return State(viewModel: .refreshing(value), effect: .load)
    case (.load, _), (.refresh, _):
      return unchanged
    case (.loaded(let value), .loading), (.loaded(let value), .retrying),
      (.loaded(let value), .refreshing):
      return State(viewModel: .loaded(value))
    case (.failed(let message), .loading), (.failed(let message), .refreshing):
      return State(viewModel: .failed(message))
    case (.failed(let message), .retrying(_, let attempts)):
      return State(viewModel: .failed(message, attempts: attempts + 1))
    case (.loaded, _), (.failed, _):
      return unchanged
    }
  }
}
