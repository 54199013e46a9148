import Signals

/// Holds an app's model and tells everyone who observes it when it changes.
///
/// Views observe ``updateSignal`` to redraw, logic that depends on how the model changed
/// observes ``deltaSignal``, and whatever collects the user's intent feeds the controller a
/// signal of changes with ``apply(_:)``.
///
/// ```swift
/// let controller = ModelController(model: 0)
/// controller.updateSignal.onReception § eachTime § { print("now \($0)") }
/// controller.deltaSignal.observeValues { print("\($0.old) → \($0.new)") }
/// controller.transform { $0 + 1 }  // Prints "now 1" and "0 → 1"
/// ```
///
/// > Note: Safe from any thread. Changes are applied atomically, one at a time, and their
/// > sends are delivered serially in the order the changes were applied, so every delta's
/// > `old` is the previous delta's `new`. Observers run with no lock held and may change
/// > the model; such a change is delivered after the current one.
public final class ModelController<Model: Sendable>: Sendable {
  /// A change to the model: a function from the old model to the new one.
  public typealias Change = @Sendable (Model) -> Model

  /// The last transition, or a notification of the current model.
  private let transition: MutableProperty<Transition>

  /// Sends the model after every change, and the current model on ``notify()``.
  public let updateSignal: Signal<Model, Never>

  /// Sends the previous and the new model after every change (not on ``notify()``).
  public let deltaSignal: Signal<(old: Model, new: Model), Never>

  /// The current model, as a property that starts observers from it.
  public let property: Property<Model>

  /// Creates a controller holding `model`.
  public init(model: Model) {
    transition = MutableProperty(Transition(old: model, new: model, isChange: false))
    updateSignal = transition.signal.map(\.new)
    deltaSignal = transition.signal.filter(\.isChange).map { (old: $0.old, new: $0.new) }
    property = transition.map(\.new)
  }

  /// The current model.
  public var model: Model { transition.value.new }

  /// Sends the current model on ``updateSignal`` again, for a view that has just become
  /// ready to show it.
  public func notify() {
    transition.modify { $0 = Transition(old: $0.new, new: $0.new, isChange: false) }
  }

  /// Replaces the model with `model`.
  public func update(_ model: Model) {
    transform { _ in model }
  }

  /// Replaces the model with what `change` makes of it, atomically.
  ///
  /// - Parameter change: Runs under the controller's lock; it must not use the controller.
  public func transform(_ change: (Model) -> Model) {
    transition.modify { $0 = Transition(old: $0.new, new: change($0.new), isChange: true) }
  }

  /// Applies every change `changes` sends, until it ends or the returned disposable is
  /// disposed.
  ///
  /// ```swift
  /// let disposable = controller.apply(collector.modelChanges())
  /// ```
  @discardableResult
  public func apply(_ changes: Signal<Change, Never>) -> any Disposable {
    changes.observeValues { [weak self] change in self?.transform(change) }
  }
}

extension ModelController {
  /// One step of the model's history.
  fileprivate struct Transition: Sendable {
    let old: Model
    let new: Model
    /// Whether the model changed, or this only re-sends it (``ModelController/notify()``).
    let isChange: Bool
  }
}
