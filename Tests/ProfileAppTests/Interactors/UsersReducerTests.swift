import Interactors
import ProfileApp
import Testing

@Suite struct UsersReducerTests {
  typealias R = UsersReducer

  @Test func theListsCommandsLoadAsAnyContent() {
    let state = R.reduce(state: R.State(viewModel: .idle), command: .list(.load))
    #expect(state == R.State(viewModel: .loading, effect: .load))
    let loaded = R.reduce(state: state, command: .list(.loaded(Sample.users)))
    #expect(loaded == R.State(viewModel: .loaded(Sample.users)))
    let refreshing = R.reduce(state: loaded, command: .list(.refresh))
    #expect(refreshing == R.State(viewModel: .refreshing(Sample.users), effect: .load))
  }

  @Test func selectingAListedUserAsksToShowThem() {
    for shown: Loadable<[User]> in [.loaded(Sample.users), .refreshing(Sample.users)] {
      let state = R.reduce(state: R.State(viewModel: shown), command: .select(userID: 2))
      #expect(state == R.State(viewModel: shown, effect: .show(Sample.users[1])))
    }
  }

  @Test func selectingAUserTheListDoesNotShowDoesNothing() {
    for viewModel: Loadable<[User]> in [.idle, .loading, .failed("down"), .loaded(Sample.users)] {
      let state = R.reduce(state: R.State(viewModel: viewModel), command: .select(userID: 9))
      #expect(state == R.State(viewModel: viewModel))
    }
  }
}
