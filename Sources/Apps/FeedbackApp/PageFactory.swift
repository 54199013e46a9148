import Signals

/// Makes the app's pages, and says so on a signal each time.
///
/// The page factory: whoever cares about a page — to navigate from it, to collect what
/// the user says on it — observes the signal instead of asking for the page, so nobody
/// has to know whether pages are new or cached, nor when they are made.
///
/// ```swift
/// pageFactory.mainPageMade
///   .flatMap { $0.leaveFeedback }
///   .onReception § eachTime § inAnyCase § presentSelectionPage
/// ```
public final class PageFactory: Sendable {
  /// Sends each main page made.
  public let mainPageMade: Signal<MainPage, Never>
  /// Sends each selection page made.
  public let selectionPageMade: Signal<SelectionPage, Never>

  private let mainPageEmitter = Emitter<MainPage, Never>()
  private let selectionPageEmitter = Emitter<SelectionPage, Never>()
  private let model: Property<FeedbackModel>

  /// Creates a factory for pages that show `model`.
  public init(model: Property<FeedbackModel>) {
    self.model = model
    mainPageMade = mainPageEmitter.signal
    selectionPageMade = selectionPageEmitter.signal
  }

  /// Makes a main page showing the model, and sends it on ``mainPageMade``.
  public func makeMainPage() -> MainPage {
    let page = MainPage(model: model)
    mainPageEmitter.emit(page)
    return page
  }

  /// Makes a selection page offering the current kind's feedback, and sends it on
  /// ``selectionPageMade``.
  public func makeSelectionPage() -> SelectionPage {
    let page = SelectionPage(options: model.value.options)
    selectionPageEmitter.emit(page)
    return page
  }
}
