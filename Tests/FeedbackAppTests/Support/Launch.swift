import FeedbackApp
import Flows
import Signals

/// The app started on a recording host, ready for a test to act as the user.
struct Launch {
  let app: MovieFeedback
  let host: RecordingHost

  init(model: FeedbackModel = FeedbackModel()) {
    host = RecordingHost()
    app = MovieFeedback(host: host, model: model)
    app.start()
  }

  /// Leaves `feedback`: opens the selection page and taps it.
  func leave(_ feedback: Feedback) throws {
    try host.tap("leave feedback")
    try host.tap(feedback.description)
  }
}

/// Follows the last object a signal sent, weakly, to tell whether something still holds it.
final class LastSent<Object: AnyObject & Sendable>: Sendable {
  private struct Weak {
    weak var object: Object?
  }

  private let last = Locked<Weak>.make(Weak())
  private let disposable: any Disposable

  init(_ signal: Signal<Object, Never>) {
    let last = self.last
    disposable = signal.observeValues { object in last.withLock { $0.object = object } }
  }

  deinit { disposable.dispose() }

  /// Whether something still holds the last object sent.
  var isAlive: Bool { last.withLock { $0.object != nil } }
}
