import FeedbackApp
import Flows
import Signals
import Testing

/// Page objects end their signals by completing them when their page goes away, so that
/// `flatMap` drops them and goes on with the next page: an interruption would end it.
@Suite struct PageObjectTests {
  @Test func aSelectionPageCompletesItsSignalWhenItsPageGoesAway() {
    let ended = Locked<[String]>.make([])
    var page: Page?
    do {
      let selectionPage = SelectionPage(options: [.good])
      selectionPage.selection.observe { event in
        if case .completed = event { ended.withLock { $0.append("completed") } }
        if case .interrupted = event { ended.withLock { $0.append("interrupted") } }
      }
      page = selectionPage.makePage()
    }
    page = nil
    #expect(ended.withLock { $0 } == ["completed"])
    _ = page
  }

  @Test func aMainPageCompletesItsSignalsWhenItsPageGoesAway() {
    let completions = Locked.make(0)
    var page: Page?
    do {
      let mainPage = MainPage(model: Property(value: FeedbackModel()))
      for signal in [mainPage.leaveFeedback.map { _ in true }, mainPage.polarizedChanged] {
        signal.observeCompleted { completions.withLock { $0 += 1 } }
      }
      page = mainPage.makePage()
    }
    page = nil
    #expect(completions.withLock { $0 } == 2)
    _ = page
  }
}
