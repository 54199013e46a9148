import Observation

extension Property {
  /// A property that follows what `read` reads from an `@Observable` model, on the main
  /// actor, until the model goes away.
  ///
  /// It reads at once, then again after each change to what the read touched: the changes
  /// made in one turn of the main actor arrive as one value, on a later turn, as SwiftUI
  /// sees them. The property holds the model weakly; once the model is gone — or if `read`
  /// touched nothing observable — it keeps its last value and its ``signal`` completes.
  ///
  /// ```swift
  /// @MainActor @Observable final class SearchModel { var query = "" }
  ///
  /// @MainActor func follow(_ model: SearchModel) -> Property<String> {
  ///   let query = Property(observing: model) { $0.query }
  ///   model.query = "swi"
  ///   model.query = "swift"  // Same turn: `query` sends "swift" once, on the next turn.
  ///   return query
  /// }
  /// ```
  ///
  /// > Note: The model's observed properties must change only on the main actor, as a
  /// > SwiftUI model's do: the read runs there, after the change is done. A model isolated
  /// > elsewhere can be followed through `Observations`, an `AsyncSequence`, with
  /// > `SignalProducer.init(_:)`.
  ///
  /// - Parameters:
  ///   - model: The model to follow, held weakly.
  ///   - read: Reads the value from the model; every observable property it touches is
  ///     tracked.
  @MainActor
  public convenience init<Model: AnyObject>(
    observing model: Model, _ read: @escaping @MainActor (Model) -> Value
  ) {
    let tracker = ObservationTracker(model: model, read: read)
    let initial = tracker.track() ?? read(model)
    // The run owns the tracker, and the property owns the run while it is referenced or
    // observed; a change arriving after that finds no tracker and is dropped.
    self.init(
      initial: initial,
      then: SignalProducer { observer, lifetime in tracker.forward(to: observer, lifetime) })
  }
}

extension SignalProducer where Failure == Never {
  /// A producer whose runs follow what `read` reads from an `@Observable` model: the
  /// current value, then a value after each change, on the main actor, until the model
  /// goes away.
  ///
  /// Each run reads and tracks on its own, as ``Property/init(observing:_:)`` does; a run
  /// started off the main actor begins on it. The producer holds the model weakly: a run
  /// started after the model has gone completes at once.
  ///
  /// ```swift
  /// @MainActor @Observable final class SearchModel { var query = "" }
  ///
  /// @MainActor func searches(of model: SearchModel) -> SignalProducer<String, Never> {
  ///   SignalProducer(observing: model) { $0.query }
  ///     .debounce(.milliseconds(300), on: QueueScheduler())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - model: The model to follow, held weakly.
  ///   - read: Reads the value from the model; every observable property it touches is
  ///     tracked.
  @MainActor
  public init<Model: AnyObject>(
    observing model: Model, _ read: @escaping @MainActor (Model) -> Value
  ) {
    let weakModel = WeakModel(model)
    self.init { observer, lifetime in
      // A run started on the main actor begins at once, whatever else waits there: it
      // has nothing of its own ahead of it.
      guard MainScheduler.isMain else {
        lifetime += MainScheduler().schedule {
          // Safe: `MainScheduler` runs every action on the main actor.
          MainActor.assumeIsolated { weakModel.follow(read, into: observer, lifetime) }
        }
        return
      }
      // Safe: checked just above.
      MainActor.assumeIsolated { weakModel.follow(read, into: observer, lifetime) }
    }
  }
}

/// A model held weakly, touched only on the main actor, so that a producer can hold it
/// whatever its type.
@MainActor
private final class WeakModel<Model: AnyObject>: Sendable {
  weak var model: Model?

  init(_ model: Model) {
    self.model = model
  }

  /// Sends what `read` reads now, then after each change, until `lifetime` ends or the
  /// model goes; completes at once if it has gone already.
  func follow<Value: Sendable>(
    _ read: @escaping @MainActor (Model) -> Value,
    into observer: Signal<Value, Never>.Observer, _ lifetime: Lifetime
  ) {
    guard let model else { return observer.complete() }
    let tracker = ObservationTracker(model: model, read: read)
    guard let first = tracker.track() else { return observer.complete() }
    observer.emit(first)
    tracker.forward(to: observer, lifetime)
  }
}
