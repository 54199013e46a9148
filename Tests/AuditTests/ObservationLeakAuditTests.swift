import Interactors
import Observation
import Signals
import SignalsTesting
import Testing

/// A SwiftUI-style model the audit follows and mirrors.
@MainActor
@Observable
private final class AuditModel {
  var count = 0
}

/// The Observation bridges, built, used and let go of ``AuditScale/leakCycles`` times,
/// in both orders: nothing a cycle made may outlive it. Each cycle waits for the main
/// queue, where the bridges deliver, with `MainScheduler.flush()`, never a sleep.
@MainActor
@Suite(.serialized) struct ObservationLeakAuditTests {
  @Test(arguments: [false, true])
  func cyclesOfFollowingAndMirroringLeaveNothingAlive(modelGoesFirst: Bool) async {
    for cycle in 0..<AuditScale.leakCycles {
      let survivors = await runCycle(modelGoesFirst: modelGoesFirst)
      guard survivors.isEmpty else {
        Issue.record("cycle \(cycle) leaked: \(survivors.joined(separator: ", "))")
        return
      }
    }
  }

  /// Follows a model into a property and a producer run, mirrors a derived property and an
  /// interactor, changes both, then lets everything go: the run is disposed, or ends with
  /// the model.
  private func runCycle(modelGoesFirst: Bool) async -> [String] {
    var model: AuditModel? = AuditModel()
    var canary: Canary? = Canary()
    var followed: Property<Int>? = Property(observing: model!) { [canary] in
      canary!.keep($0.count)
    }
    let run = SignalProducer(observing: model!) { [canary] in
      canary!.keep($0.count)
    }.start()
    var mirror: ObservableProperty<Int>? = ObservableProperty(followed!.map { $0 + 1 })
    var store: ObservableInteractor<Int, Int, Int>? = ObservableInteractor(counter())
    weak let weakModel = model
    weak let weakCanary = canary
    weak let weakFollowed = followed
    weak let weakMirror = mirror
    weak let weakStore = store
    weak let weakInteractor = store?.interactor
    canary = nil
    model?.count = 1
    store?.send(1)
    await MainScheduler.flush()
    if modelGoesFirst {
      model = nil
      await MainScheduler.flush()
    } else {
      run.dispose()
    }
    (followed, mirror, store) = (nil, nil, nil)
    model = nil
    await MainScheduler.flush()
    let watched: [(String, AnyObject?)] = [
      ("model", weakModel), ("read closure", weakCanary), ("property", weakFollowed),
      ("mirror", weakMirror), ("store", weakStore), ("interactor", weakInteractor),
    ]
    return watched.filter { $0.1 != nil }.map(\.0)
  }

  private func counter() -> Interactor<Int, Int, Int> {
    Interactor(
      reducer: AddingReducer.self, initialViewModel: 0, scheduler: .immediate,
      toCommand: { $0 }, toEffect: { _ in nil }, toSignalProducer: { _ in .empty })
  }
}

/// Adds each command to the view model.
private enum AddingReducer: Reducer {
  typealias ViewModel = Int
  typealias Command = Int
  typealias Effect = Int

  static func reduce(state: State, command: Int) -> State {
    State(viewModel: state.viewModel + command)
  }
}
