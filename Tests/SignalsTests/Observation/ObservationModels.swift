import Dispatch
import Foundation
import Observation
import Synchronization

/// A SwiftUI-style model: main-actor state, changed only on the main actor.
@MainActor
@Observable
final class SearchModel {
  var query = ""
  var usesTitles = true
  var title = "Title"
  var body = "Body"
}

/// A plain class with nothing observable in it.
@MainActor
final class PlainModel {
  var query = "fixed"
}

/// Records a signal's events on the main actor, and says on which thread each came.
@MainActor
final class MainActorEvents<Value: Sendable> {
  private(set) var values: [Value] = []
  private(set) var completed = false
  private(set) var allOnMainActor = true

  func record(_ value: Value, onMainActor: Bool) {
    values.append(value)
    allOnMainActor = allOnMainActor && onMainActor
  }

  func complete(onMainActor: Bool) {
    completed = true
    allOnMainActor = allOnMainActor && onMainActor
  }
}

/// Counts Observation's reports of a change to what `read` reads, re-registering after
/// each report on the next main turn, as SwiftUI does, and notes any report made off the
/// main thread.
final class ChangeCounter: Sendable {
  private let reports = Atomic<Int>(0)
  private let reportsOffTheMainActor = Atomic<Int>(0)
  private let read: @MainActor @Sendable () -> Void

  var count: Int { reports.load(ordering: .acquiring) }
  var countOffTheMainActor: Int { reportsOffTheMainActor.load(ordering: .acquiring) }

  @MainActor
  init(of read: @escaping @MainActor @Sendable () -> Void) {
    self.read = read
    register()
  }

  @MainActor
  private func register() {
    withObservationTracking(read) { [self] in
      reports.add(1, ordering: .acquiringAndReleasing)
      if !isOnMainQueue {
        reportsOffTheMainActor.add(1, ordering: .acquiringAndReleasing)
      }
      DispatchQueue.main.async { MainActor.assumeIsolated { self.register() } }
    }
  }
}
