import Interactors
import ProfileApp
import Testing

@Suite struct LoadReducerTests {
  typealias R = LoadReducer<Int>

  func reduce(_ viewModel: Loadable<Int>, _ command: R.Command) -> R.State {
    R.reduce(state: R.State(viewModel: viewModel), command: command)
  }

  @Test func loadingFromIdleOrAFailureStartsARequest() {
    #expect(reduce(.idle, .load) == R.State(viewModel: .loading, effect: .load))
    #expect(
      reduce(.failed("down"), .load)
        == R.State(viewModel: .retrying(after: "down", attempts: 1), effect: .load))
  }

  // A retry that failed again used to show exactly what the first failure showed.
  @Test func aRetryCountsTheFailuresInARowUntilItLoads() {
    let retrying = reduce(.failed("down", attempts: 2), .load)
    #expect(retrying == R.State(viewModel: .retrying(after: "down", attempts: 2), effect: .load))
    #expect(
      reduce(.retrying(after: "down", attempts: 2), .failed("still down"))
        == R.State(viewModel: .failed("still down", attempts: 3)))
    #expect(
      reduce(.retrying(after: "down", attempts: 2), .loaded(7))
        == R.State(viewModel: .loaded(7)))
    #expect(
      reduce(.retrying(after: "down", attempts: 2), .load)
        == R.State(viewModel: .retrying(after: "down", attempts: 2)))
  }

  @Test func refreshingWithNothingShownLoads() {
    #expect(reduce(.idle, .refresh) == R.State(viewModel: .loading, effect: .load))
    #expect(
      reduce(.failed("down"), .refresh)
        == R.State(viewModel: .retrying(after: "down", attempts: 1), effect: .load))
  }

  @Test func refreshingKeepsTheContentShownWhileItLoads() {
    #expect(reduce(.loaded(3), .refresh) == R.State(viewModel: .refreshing(3), effect: .load))
  }

  @Test func aRequestInFlightIsNeverDoubled() {
    for inFlight: Loadable<Int> in [.loading, .refreshing(3)] {
      #expect(reduce(inFlight, .load) == R.State(viewModel: inFlight))
      #expect(reduce(inFlight, .refresh) == R.State(viewModel: inFlight))
    }
  }

  @Test func loadingWhatIsLoadedChangesNothing() {
    #expect(reduce(.loaded(3), .load) == R.State(viewModel: .loaded(3)))
  }

  @Test func anAnswerEndsTheRequest() {
    #expect(reduce(.loading, .loaded(4)) == R.State(viewModel: .loaded(4)))
    #expect(reduce(.refreshing(3), .loaded(4)) == R.State(viewModel: .loaded(4)))
  }

  @Test func aFailureShowsItsMessage() {
    #expect(reduce(.loading, .failed("down")) == R.State(viewModel: .failed("down")))
    #expect(reduce(.refreshing(3), .failed("down")) == R.State(viewModel: .failed("down")))
  }

  @Test func anAnswerNobodyAwaitsIsIgnored() {
    for settled: Loadable<Int> in [.idle, .loaded(3), .failed("down")] {
      #expect(reduce(settled, .loaded(4)) == R.State(viewModel: settled))
      #expect(reduce(settled, .failed("late")) == R.State(viewModel: settled))
    }
  }

  @Test func aViewsCommandBecomesTheReducers() {
    #expect(R.Command(.load) == .load)
    #expect(R.Command(.refresh) == .refresh)
  }
}
