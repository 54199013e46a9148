import Flows
import Interactors
import Signals

/// The movie feedback app, wired together: what an `AppDelegate` would do.
///
/// The model lives in a ``ModelController``; the ``PageFactory`` makes pages that show it;
/// the ``NavigationHandler`` moves between them; the ``FeedbackCollector`` turns what the
/// user does into model changes; and a positive feedback better than the last one earns a
/// thank-you alert.
///
/// ```swift
/// let host = RecordingHost()
/// let app = MovieFeedback(host: host)
/// app.start()
/// try host.tap("leave feedback")
/// try host.tap("good")
/// print(app.model.feedback)  // Prints "good"; the host shows the thank-you alert.
/// ```
///
/// > Note: The app holds its host weakly and its bindings for as long as it lives:
/// > releasing the app ends them.
public final class MovieFeedback: Sendable {
  /// Makes the app's pages; observe its signals to follow what the user does.
  public let pageFactory: PageFactory

  private let modelController: ModelController<FeedbackModel>
  private let navigationHandler: NavigationHandler
  private let feedbackCollector: FeedbackCollector
  private weak let host: (any NavigationHost)?
  private let bindings = CompositeDisposable()

  /// Creates the app, showing its pages on `host` and starting from `model`.
  public init(host: any NavigationHost, model: FeedbackModel = FeedbackModel()) {
    self.host = host
    modelController = ModelController(model: model)
    pageFactory = PageFactory(model: modelController.property)
    navigationHandler = NavigationHandler(host: host, pageFactory: pageFactory)
    feedbackCollector = FeedbackCollector(pageFactory: pageFactory)
  }

  deinit { bindings.dispose() }

  /// The model now: the feedback left and the kind chosen.
  public var model: FeedbackModel { modelController.model }

  /// Binds everything, then shows the main page. Call it once.
  ///
  /// Navigation is bound before the collector, so a selection pops its page before the
  /// model changes and a thank-you alert shows over the main page.
  public func start() {
    bindings += navigationHandler.bindPresentation()
    bindings += modelController.apply(feedbackCollector.collectFeedbackModelChanges())
    bindings += handleGoodFeedbacksWithAlert()
    navigationHandler.presentMainPage()
  }

  private func handleGoodFeedbacksWithAlert() -> any Disposable {
    modelController.deltaSignal
      .filter { $0.old.feedback < $0.new.feedback }
      .filter { $0.new.feedback == .good || $0.new.feedback == .reallyGood }
      .onReception § eachTime § inAnyCase § showThankYouAlert
  }

  /// Shows the thank-you alert; it holds neither the app, whose model controller keeps
  /// the binding that calls it, nor the host.
  private var showThankYouAlert: @Sendable () -> Void {
    { [weak host] in
      host?.showAlert(Alert(title: "Thank you", message: "We are glad you liked the movie."))
    }
  }
}
