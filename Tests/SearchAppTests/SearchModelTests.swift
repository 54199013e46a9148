import OffThePool
import SearchApp
import Signals
import SignalsTesting
import Testing

@Suite(.cpuBound) struct SearchModelTests {
  /// The model on virtual time: the UI on a test scheduler, searches held until run.
  private struct Launch {
    let ui = TestScheduler()
    let work = HeldScheduler()
    let loader: IndexLoader
    let model: SearchModel

    init(loader: IndexLoader = IndexLoader(index: sharedIndex)) {
      self.loader = loader
      model = SearchModel(loader: loader, ui: ui, work: work)
    }

    /// Lets the debounce pass, runs the searches, and delivers their answers.
    func settle() {
      ui.advance(by: .milliseconds(100))
      work.runAll()
      ui.advance()
    }

    var shown: [String] {
      ((try? model.results.value.get())?.matches ?? []).map(\.name)
    }
  }

  @Test func aTextIsSearchedOnlyOnceItStoodForAHundredMilliseconds() {
    let launch = Launch()
    launch.model.type("snow")
    launch.ui.advance(by: .milliseconds(99))
    #expect(launch.work.pendingActionCount == 0)
    launch.model.type("snowman")
    launch.ui.advance(by: .milliseconds(99))
    #expect(launch.work.pendingActionCount == 0)
    launch.ui.advance(by: .milliseconds(1))
    #expect(launch.work.pendingActionCount == 1)
    launch.work.runAll()
    #expect(launch.shown.isEmpty)  // the answer waits for the UI scheduler
    launch.ui.advance()
    #expect(launch.shown.first == "SNOWMAN")
  }

  @Test func aStaleSearchNeverReplacesTheResultsOfANewerText() {
    let launch = Launch()
    launch.model.type("snow")
    launch.ui.advance(by: .milliseconds(100))
    launch.model.type("snowman")
    launch.ui.advance(by: .milliseconds(100))
    #expect(launch.work.pendingActionCount == 2)
    launch.work.run(1)  // "snowman" completes first
    launch.ui.advance()
    #expect(launch.shown.first == "SNOWMAN")
    launch.work.run(0)  // then "snow", out of order
    launch.ui.advance()
    #expect(launch.shown.first == "SNOWMAN")
    #expect((try? launch.model.results.value.get())?.query == "snowman")
  }

  @Test func anAnswerToAnOlderTextArrivingLateIsDropped() {
    let launch = Launch()
    launch.model.type("snow")
    launch.ui.advance(by: .milliseconds(100))
    launch.work.runAll()  // "snow" is searched; its answer waits on the UI scheduler
    launch.model.type("snowman")
    launch.ui.advance(by: .milliseconds(100))
    launch.work.runAll()
    launch.ui.advance()
    #expect((try? launch.model.results.value.get())?.query == "snowman")
  }

  @Test func anInvalidPatternFailsAndTheNextKeystrokeRecovers() {
    let launch = Launch()
    launch.model.type("/(snow")
    launch.settle()
    guard case .failure(.invalidPattern("(snow", _)) = launch.model.results.value else {
      Issue.record("expected an invalid pattern, got \(launch.model.results.value)")
      return
    }
    launch.model.type("/(snow)man/")
    launch.settle()
    #expect(launch.shown.contains("SNOWMAN"))
  }

  @Test func textTypedWhileTheIndexBuildsIsSearchedWhenItIsReady() {
    let launch = Launch(loader: IndexLoader())
    launch.model.type("snowman")
    launch.settle()
    #expect(launch.work.pendingActionCount == 0)
    #expect(launch.shown.isEmpty)
    launch.loader.finish(sharedIndex)
    launch.work.runAll()
    launch.ui.advance()
    #expect(launch.shown.first == "SNOWMAN")
  }

  @Test func theTopResultIsTheBestMatchShown() {
    let launch = Launch()
    #expect(launch.model.top == nil)
    launch.model.type("greek small alpha")
    launch.settle()
    #expect(launch.model.top?.scalar == "α")
  }
}
