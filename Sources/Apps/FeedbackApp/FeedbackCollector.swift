import Signals

/// Collects the feedback: turns what the user does on every page into changes of the
/// model.
///
/// The feedback collector. Feedback comes from interactions on several pages, some not made
/// yet when the app starts, yet it is one expression and holds no state: `flatMap`
/// reaches the signals of pages as they are made, `map` turns each interaction into a
/// model change, and `+` adds the two streams together.
public struct FeedbackCollector: Sendable {
  private let pageFactory: PageFactory

  /// Creates a collector of what the user does on `pageFactory`'s pages.
  public init(pageFactory: PageFactory) {
    self.pageFactory = pageFactory
  }

  /// The changes of the model the user makes, on every page made from now on.
  ///
  /// ```swift
  /// modelController.apply(collector.collectFeedbackModelChanges())
  /// ```
  public func collectFeedbackModelChanges() -> Signal<FeedbackModelChange, Never> {
    let kindChanges = pageFactory.mainPageMade
      .flatMap { $0.polarizedChanged }
      .map(FeedbackModel.transformWithPolarized)
    let feedbackChanges = pageFactory.selectionPageMade
      .flatMap { $0.selection }
      .map(FeedbackModel.transformWithFeedback)
    return kindChanges + feedbackChanges
  }
}
