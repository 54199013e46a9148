import Flows
import Signals

/// The page that offers the feedback to choose from, one button each.
///
/// It reports the choice on ``selection`` and does nothing else: who pops it and who
/// records the feedback are other objects' business.
///
/// > Note: The page it makes keeps this object alive, and nothing else does.
public final class SelectionPage: Sendable {
  /// Sends the feedback the user chooses.
  public let selection: Signal<Feedback, Never>

  private let selectionEmitter = Emitter<Feedback, Never>()
  private let options: [Feedback]

  /// Creates the page object offering `options`.
  public init(options: [Feedback]) {
    self.options = options
    selection = selectionEmitter.signal
  }

  /// Makes the page to show: a button for each option.
  ///
  /// When the page goes away, ``selection`` completes: the user can choose nothing more
  /// on it. Make one page per object.
  public func makePage() -> Page {
    let page = Page(
      title: "How was the movie?",
      elements: options.map { feedback in
        .button(feedback.description) { [self] in self.selectionEmitter.emit(feedback) }
      })
    selectionEmitter.complete(when: page.lifetime)
    return page
  }
}
