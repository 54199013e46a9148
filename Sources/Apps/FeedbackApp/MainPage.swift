import Flows
import Signals

/// The page that shows the feedback left, offers the kind of feedback and a button to
/// leave one.
///
/// It says what the user does through signals and decides nothing: the
/// ``NavigationHandler`` reacts to ``leaveFeedback``, the ``FeedbackCollector`` to
/// ``polarizedChanged``. It shows the model it is given and keeps it current.
///
/// > Note: The page it makes keeps this object alive, and nothing else does: the object
/// > goes away when the host drops its page, which ends its signals.
public final class MainPage: Sendable {
  /// Sends when the user asks to leave a feedback.
  public let leaveFeedback: Signal<Void, Never>
  /// Sends whether the user wants polarized feedback, each time they change the kind.
  public let polarizedChanged: Signal<Bool, Never>

  private let leaveFeedbackEmitter = Emitter<Void, Never>()
  private let polarizedChangedEmitter = Emitter<Bool, Never>()
  private let model: Property<FeedbackModel>

  /// The options of the kind choice, in the order the page shows them.
  static let kinds = ["average", "polarized"]

  /// Creates the page object for `model`, which it shows as it changes.
  public init(model: Property<FeedbackModel>) {
    self.model = model
    leaveFeedback = leaveFeedbackEmitter.signal
    polarizedChanged = polarizedChangedEmitter.signal
  }

  /// The label that shows `feedback`: "the movie was good", or nothing when there is none.
  public static func label(for feedback: Feedback) -> String {
    feedback == .none ? "" : "the movie was \(feedback)"
  }

  /// Makes the page to show: the label, the "answers" choice of the set of answers the
  /// selection page offers (average or polarized) and the "leave feedback" button.
  ///
  /// When the page goes away, ``leaveFeedback`` and ``polarizedChanged`` complete: the
  /// user can do nothing more on it. Make one page per object.
  public func makePage() -> Page {
    let page = Page(
      title: "Movie feedback",
      elements: [
        .text(model.map { Self.label(for: $0.feedback) }, id: "feedback"),
        .choice("answers", options: Self.kinds, selected: model.map { $0.polarized ? 1 : 0 }) {
          [self] index in self.polarizedChangedEmitter.emit(index == 1)
        },
        .button("leave feedback") { [self] in self.leaveFeedbackEmitter.emit() },
      ])
    leaveFeedbackEmitter.complete(when: page.lifetime)
    polarizedChangedEmitter.complete(when: page.lifetime)
    return page
  }
}
