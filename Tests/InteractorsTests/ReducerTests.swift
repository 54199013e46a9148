import Interactors
import Testing

@Suite struct ReducerTests {
  typealias State = LoaderReducer.State

  @Test func loadShowsLoadingAndAsksForTheLoad() {
    let next = LoaderReducer.reduce(state: State(viewModel: LoaderViewModel()), command: .load)
    #expect(next == State(viewModel: LoaderViewModel(status: .loading), effect: .load))
  }

  @Test func loadWhileLoadingChangesNothingAndAsksForNothing() {
    let loading = State(viewModel: LoaderViewModel(status: .loading), effect: .load)
    let next = LoaderReducer.reduce(state: loading, command: .load)
    #expect(next == State(viewModel: LoaderViewModel(status: .loading)))
  }

  @Test(arguments: [
    (LoaderReducer.Command.loaded("Ada"), LoaderViewModel.Status.loaded("Ada")),
    (.failed("offline"), .failed("offline")),
  ])
  func answersEndTheLoadingWithoutAnEffect(
    command: LoaderReducer.Command, status: LoaderViewModel.Status
  ) {
    let next = LoaderReducer.reduce(
      state: State(viewModel: .init(status: .loading)), command: command)
    #expect(next == State(viewModel: LoaderViewModel(status: status)))
  }

  @Test func openIsAnEffectOnlyOnceLoaded() {
    let idle = LoaderReducer.reduce(state: State(viewModel: LoaderViewModel()), command: .open)
    #expect(idle == State(viewModel: LoaderViewModel()))
    let loaded = State(viewModel: LoaderViewModel(status: .loaded("Ada")))
    let next = LoaderReducer.reduce(state: loaded, command: .open)
    #expect(next == State(viewModel: .init(status: .loaded("Ada"), opens: 1), effect: .open("Ada")))
  }

  @Test func aStateWithoutAnEffectLeavesItOut() {
    let state = ReducerState<Int, String>(viewModel: 1)
    #expect(state.effect == nil)
    #expect(state != ReducerState(viewModel: 1, effect: "save"))
  }
}
