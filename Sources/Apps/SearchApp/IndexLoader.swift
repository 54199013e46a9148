import Flows
import Signals

/// The index while it is being built: its progress, and the searches waiting for it.
///
/// ```swift
/// let loader = IndexLoader.building(on: QueueScheduler(qos: .userInitiated))
/// loader.progress.producer.startWithValues { print($0 as Any) }  // Prints "Optional(0.0)"…
/// loader.whenReady { index in print(index.scalars.count) }       // Prints it once built
/// ```
///
/// A search asked for before the index is ready waits and runs as soon as it is; the UI
/// never waits.
public final class IndexLoader: Sendable {
  /// The fraction of the code space indexed, from 0 to 1, or `nil` once the index is
  /// ready.
  public let progress: Property<Double?>

  private let fraction: MutableProperty<Double?>
  private let state = Locked<State>.make(State())

  private struct State {
    var index: ScalarIndex?
    var waiting: [@Sendable (ScalarIndex) -> Void] = []
  }

  /// A loader whose index is reported through ``report(_:)`` and ``finish(_:)``.
  public init() {
    fraction = MutableProperty(0)
    progress = Property(fraction)
  }

  /// A loader that is ready with `index` already.
  public convenience init(index: ScalarIndex) {
    self.init()
    finish(index)
  }

  /// A loader that builds the index of every named scalar on `scheduler`.
  ///
  /// - Parameters:
  ///   - scheduler: Where the index is built: a work scheduler, never the UI's.
  ///   - activity: Where the building is reported as `indexing`, in flight until the
  ///     index is ready and the searches waiting for it are started.
  /// - Returns: The loader, building.
  public static func building(
    on scheduler: any Scheduler, activity: Activity? = nil
  ) -> IndexLoader {
    let loader = IndexLoader()
    let indexing = activity?.begin("indexing")
    scheduler.schedule {
      loader.finish(ScalarIndex.build { loader.report($0) })
      indexing?.end()
    }
    return loader
  }

  /// Reports that `done`, a fraction from 0 to 1, of the index is built. Ignored once
  /// the index is ready.
  public func report(_ done: Double) {
    let isReady = state.withLock { $0.index != nil }
    if !isReady { fraction.value = min(max(done, 0), 1) }
  }

  /// Makes `index` the index and runs the searches waiting for it. Ignored after the
  /// first call: an index, once ready, stays.
  public func finish(_ index: ScalarIndex) {
    let waiting = state.withLock { state -> [@Sendable (ScalarIndex) -> Void]? in
      guard state.index == nil else { return nil }
      state.index = index
      defer { state.waiting = [] }
      return state.waiting
    }
    guard let waiting else { return }
    fraction.value = nil
    for action in waiting { action(index) }
  }

  /// Runs `action` with the index: at once if it is ready, else as soon as it is.
  public func whenReady(_ action: @escaping @Sendable (ScalarIndex) -> Void) {
    let index = state.withLock { state -> ScalarIndex? in
      if state.index == nil { state.waiting.append(action) }
      return state.index
    }
    if let index { action(index) }
  }
}
