import Signals

/// Holds a screen's state over time: takes commands, shows a view model, reports effects.
///
/// Seed 003's interactor template written once. An app supplies a ``Reducer``, the first
/// view model and three pure functions — `toCommand`, `toEffect` and `toSignalProducer` —
/// and gets the three channels every interactor has:
///
/// - ``send(_:)`` / ``commandSink``: the view's intents, in;
/// - ``viewModel``: what the view shows, a property whose repeats are skipped;
/// - ``effect``: what the parent (a coordinator) must handle, such as navigation.
///
/// See ``init(reducer:initialViewModel:scheduler:toCommand:toEffect:toSignalProducer:)``
/// for a leaf interactor and ``init(composing:_:viewModel:)`` for a parent composed of
/// children, as seed 003's `UserInteractor` composes `ProfileInteractor` and
/// `PostsInteractor`.
///
/// An interactor has no other state; it is the finite state machine of its view.
///
/// > Note: Safe from any thread. When an interactor is released, commands sent to a
/// > ``commandSink`` kept elsewhere are ignored, effect producers still running are
/// > interrupted at once, and ``effect`` and ``viewModel``'s signal end once the commands
/// > already accepted have been reduced.
public final class Interactor<Command: Sendable, ViewModel: Equatable & Sendable, Effect: Sendable>:
  Sendable
{
  /// Where the commands sent to this interactor go; ``commands`` sends them on.
  /// Inlinable, with ``send(_:)``, so that a command's path is specialised for the app's
  /// types in the app's module: generic, it looked up type metadata at every step.
  @usableFromInline let commandEmitter: Emitter<Command, Never>
  /// What must live exactly as long as the interactor: an internal emitter, children.
  private let owned: [any Sendable]
  /// Ends with the interactor, interrupting the effect producers still running.
  private let token: Lifetime.Token
  /// How many effect producers of this interactor and its children are running.
  package let runningEffectCount: @Sendable () -> Int

  /// The write-only entry for the view's commands (seed 003's `commandSink`).
  ///
  /// ```swift
  /// let counter = Interactor(
  ///   reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// counter.commandSink.emit(.increment)
  /// print(counter.viewModel.value)  // Prints "1"
  /// ```
  ///
  /// It does not keep the interactor alive: after the interactor is released, what is
  /// sent to it is ignored.
  @inlinable
  public var commandSink: Signal<Command, Never>.Observer { commandEmitter.observer }

  /// Every command sent to this interactor, in the order it accepted them, at the moment
  /// they are sent — before the state scheduler reduces them. A ``CommandLog/Recorder``
  /// observes it.
  ///
  /// ```swift
  /// let counter = Interactor(
  ///   reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// counter.commands.observeValues { print($0) }
  /// counter.send(.increment)  // Prints "increment"
  /// ```
  public var commands: Signal<Command, Never> { commandEmitter.signal }

  /// The view model: its current value, and every change, delivered on the context's
  /// output scheduler. A transition that leaves the view model equal is not sent.
  public let viewModel: Property<ViewModel>

  /// The effects the parent must handle, delivered on the context's output scheduler.
  public let effect: Signal<Effect, Never>

  @usableFromInline
  init(
    emitter: Emitter<Command, Never>, viewModel: Property<ViewModel>,
    effect: Signal<Effect, Never>, owned: [any Sendable], token: Lifetime.Token,
    runningEffectCount: @escaping @Sendable () -> Int
  ) {
    self.commandEmitter = emitter
    self.viewModel = viewModel
    self.effect = effect
    self.owned = owned
    self.token = token
    self.runningEffectCount = runningEffectCount
  }

  /// Sends `command` to the interactor, as ``commandSink`` does.
  ///
  /// ```swift
  /// let counter = Interactor(
  ///   reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate)
  /// counter.send(.increment)
  /// print(counter.viewModel.value)  // Prints "1"
  /// ```
  ///
  /// - Parameter command: Reduced on the context's state scheduler, after the commands
  ///   sent before it.
  @inlinable
  public func send(_ command: Command) {
    commandEmitter.emit(command)
  }
}
