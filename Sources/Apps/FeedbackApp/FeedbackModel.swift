/// A change to the feedback model, as the collector sends it and the model controller
/// applies it (a `FeedbackModelChange`).
public typealias FeedbackModelChange = @Sendable (FeedbackModel) -> FeedbackModel

/// The whole state of the feedback app: the feedback left, and which kind is offered.
///
/// Average feedback is good, so and so or bad; polarized feedback is really good or very
/// bad. Changing the kind keeps the feedback already left.
public struct FeedbackModel: Equatable, Sendable {
  /// The feedback left so far.
  public var feedback: Feedback
  /// Whether the user wants to leave a polarized rather than an average feedback.
  public var polarized: Bool

  /// Creates a model; by default, no feedback and the average kind.
  public init(feedback: Feedback = .none, polarized: Bool = false) {
    self.feedback = feedback
    self.polarized = polarized
  }

  /// The feedback the selection page offers for the current kind, best first.
  public var options: [Feedback] {
    polarized ? [.reallyGood, .veryBad] : [.good, .soAndSo, .bad]
  }

  /// The change that sets the kind, keeping the feedback.
  ///
  /// ```swift
  /// let change = FeedbackModel.transformWithPolarized(true)
  /// print(change(FeedbackModel(feedback: .good)).polarized)  // Prints "true"
  /// ```
  public static func transformWithPolarized(_ polarized: Bool) -> FeedbackModelChange {
    { model in FeedbackModel(feedback: model.feedback, polarized: polarized) }
  }

  /// The change that sets the feedback, keeping the kind.
  ///
  /// ```swift
  /// let change = FeedbackModel.transformWithFeedback(.good)
  /// print(change(FeedbackModel()).feedback)  // Prints "good"
  /// ```
  public static func transformWithFeedback(_ feedback: Feedback) -> FeedbackModelChange {
    { model in FeedbackModel(feedback: feedback, polarized: model.polarized) }
  }
}
