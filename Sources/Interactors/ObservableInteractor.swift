import Observation
import Signals

/// An ``Interactor`` that Observation — and so SwiftUI — can observe: a view reads
/// ``viewModel`` and re-renders when it changes, and sends its intents with ``send(_:)``.
///
/// ``viewModel`` mirrors the interactor's view model on the main actor, through an
/// `ObservableProperty`: a change delivered on the main thread is mirrored at once, one
/// delivered elsewhere on a later turn of the main queue, in order.
///
/// ```swift
/// @MainActor func counterStore() -> ObservableInteractor<CounterCommand, Int, Never> {
///   let store = ObservableInteractor(
///     Interactor(reducer: CounterReducer.self, initialViewModel: 0, scheduler: .immediate))
///   store.send(.increment)
///   print(store.viewModel)  // Prints "1"
///   return store
/// }
/// ```
///
/// > Note: The store owns the interactor: the interactor lives as long as the store, and
/// > does not keep the store alive.
@MainActor
public final class ObservableInteractor<
  Command: Sendable, ViewModel: Equatable & Sendable, Effect: Sendable
>: Observable {
  /// The interactor this store shows and sends to.
  public let interactor: Interactor<Command, ViewModel, Effect>
  private let mirror: ObservableProperty<ViewModel>

  /// The interactor's view model, as last delivered on the main actor.
  ///
  /// Reading it in an observation tracks it, as reading a stored property of an
  /// `@Observable` model does.
  public var viewModel: ViewModel { mirror.value }

  /// The interactor's effects, which a parent — or a view — handles.
  ///
  /// ```swift
  /// store.effect.observeValues(on: MainScheduler()) { effect in print(effect) }
  /// ```
  public var effect: Signal<Effect, Never> { interactor.effect }

  /// Creates a store that owns `interactor`.
  ///
  /// - Parameter interactor: The interactor to show and send to.
  public init(_ interactor: Interactor<Command, ViewModel, Effect>) {
    self.interactor = interactor
    mirror = ObservableProperty(interactor.viewModel)
  }

  /// Sends `command` to the interactor.
  ///
  /// - Parameter command: Reduced on the interactor's state scheduler.
  public func send(_ command: Command) {
    interactor.send(command)
  }
}
