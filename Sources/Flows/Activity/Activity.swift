import Signals

/// The work an app has in flight where a host can see it: requests waiting for answers,
/// an index being built, actions scheduled and not yet run.
///
/// An app's services and pages report each piece of work as it begins and ends; a host
/// reads whether the app is idle. The terminal host's `wait:idle` script step waits until
/// nothing is in flight, so a script goes on only once the app's answers are shown.
///
/// ```swift
/// let activity = Activity()
/// let request = activity.begin("GET /users")
/// print(activity.inFlight)  // Prints "["GET /users"]"
/// request.end()
/// print(activity.isIdle)  // Prints "true"
/// ```
///
/// Reporting costs a lock and a send per piece of work, not per event: signals themselves
/// know nothing of it. See ``Signals/SignalProducer/tracked(by:as:)`` and
/// ``tracking(_:as:)`` for the usual ways to report.
///
/// > Note: Safe from any thread. End a piece of work only after its result was handed on,
/// > such as scheduled onto the UI thread, so that the app never looks idle in between.
public final class Activity: Sendable {
  /// Sent on the reporting thread after each piece of work begins or ends; read
  /// ``inFlight`` for what is in flight then.
  public let changes: Signal<Void, Never>

  private let changeEmitter: Emitter<Void, Never>
  private let state = Locked.make(State())

  private struct State {
    var nextID = 0
    var inFlight: [(id: Int, name: String)] = []
  }

  /// Creates an activity with nothing in flight.
  public init() {
    (changes, changeEmitter) = Signal.pipe()
  }

  /// The names of the work in flight, the oldest first.
  public var inFlight: [String] {
    state.withLock { $0.inFlight.map(\.name) }
  }

  /// Whether nothing is in flight.
  public var isIdle: Bool {
    state.withLock { $0.inFlight.isEmpty }
  }

  /// Reports that a piece of work named `name` began; it is in flight until
  /// ``Work/end()``.
  ///
  /// - Parameter name: What the work is, in a few words a timeout message can show, such
  ///   as `GET /users` or `indexing`.
  /// - Returns: The work, to end.
  public func begin(_ name: String) -> Work {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.inFlight.append((state.nextID, name))
      return state.nextID
    }
    changeEmitter.emit(())
    return Work(activity: self, id: id)
  }

  fileprivate func end(_ id: Int) {
    let ended = state.withLock { state in
      guard let index = state.inFlight.firstIndex(where: { $0.id == id }) else { return false }
      state.inFlight.remove(at: index)
      return true
    }
    if ended { changeEmitter.emit(()) }
  }

  /// A piece of work in flight, from ``Activity/begin(_:)`` until ``end()``.
  public struct Work: Sendable {
    fileprivate let activity: Activity
    fileprivate let id: Int

    /// Reports that the work is over. Ending it again does nothing.
    public func end() {
      activity.end(id)
    }
  }
}
