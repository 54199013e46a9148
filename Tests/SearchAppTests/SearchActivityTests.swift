import Flows
import OffThePool
import SearchApp
import Signals
import SignalsTesting
import Testing

/// What the search app reports on an ``Activity``: what a script's `wait:idle` waits for.
@Suite(.cpuBound) struct SearchActivityTests {
  @Test func aSearchIsInFlightFromItsKeystrokeUntilItsResultsAreShown() {
    let activity = Activity()
    let ui = TestScheduler()
    let work = HeldScheduler()
    let model = SearchModel(
      loader: IndexLoader(index: sharedIndex), ui: ui, work: work, activity: activity)
    model.type("snow")
    model.type("snowman")
    #expect(activity.inFlight == ["the search for “snowman”"])
    ui.advance(by: .milliseconds(100))
    work.runAll()
    #expect(!activity.isIdle)  // answered, but not yet shown
    ui.advance()
    #expect(model.top?.name == "SNOWMAN")
    #expect(activity.isIdle)
  }

  @Test func aFailedSearchIsNoLongerInFlightOnceItsFailureIsShown() {
    let activity = Activity()
    let ui = TestScheduler()
    let work = HeldScheduler()
    let model = SearchModel(
      loader: IndexLoader(index: sharedIndex), ui: ui, work: work, activity: activity)
    model.type("/(/")
    ui.advance(by: .milliseconds(100))
    work.runAll()
    ui.advance()
    #expect((try? model.results.value.get()) == nil)
    #expect(activity.isIdle)
  }

  @Test func theIndexIsInFlightUntilItIsReady() {
    let activity = Activity()
    let work = HeldScheduler()
    let loader = IndexLoader.building(on: work, activity: activity)
    #expect(activity.inFlight == ["indexing"])
    work.runAll()
    #expect(loader.progress.value == nil)
    #expect(activity.isIdle)
  }
}
