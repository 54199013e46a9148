import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct UserInteractorTests {
  let scheduler = TestScheduler()
  let service: StubProfileService

  init() {
    service = StubProfileService(scheduler: scheduler)
  }

  func tester(userID: Int = 1) -> InteractorTester<UserCommand, UserViewModel, Never> {
    InteractorTester(
      UserInteractor(
        userID: userID, service: service, scheduler: SchedulerContext(testing: scheduler)),
      scheduler: scheduler)
  }

  @Test func theViewModelCombinesTheProfileAndThePosts() {
    let tester = tester()
    #expect(tester.viewModel == UserViewModel(profile: .idle, posts: .idle))
    tester.send(.loadProfile)
    tester.advance()
    tester.expectViewModel { $0.profile = .loading }
    tester.send(.loadPosts)
    tester.advance()
    tester.expectViewModel { $0.posts = .loading }
    tester.advance(by: .seconds(1))
    tester.expectViewModel { $0.profile = .loaded(Sample.users[0]) }
    tester.expectViewModel { $0.posts = .loaded(Sample.posts) }
    tester.finish()
  }

  @Test func eachCommandGoesToTheChildItIsFor() {
    let tester = tester()
    tester.send(.loadPosts)
    tester.run()
    tester.expectViewModel { $0.posts = .loading }
    tester.expectViewModel { $0.posts = .loaded(Sample.posts) }
    tester.finish()
    #expect(service.requests == ["start /users/1/posts"])
  }

  @Test func refreshGoesToBothChildren() {
    let tester = tester()
    tester.send(.loadProfile)
    tester.send(.loadPosts)
    tester.run()
    tester.expectViewModel { $0.profile = .loading }
    tester.expectViewModel { $0.posts = .loading }
    tester.expectViewModel { $0.profile = .loaded(Sample.users[0]) }
    tester.expectViewModel { $0.posts = .loaded(Sample.posts) }
    tester.send(.refresh)
    tester.advance()
    tester.expectViewModel { $0.profile = .refreshing(Sample.users[0]) }
    tester.expectViewModel { $0.posts = .refreshing(Sample.posts) }
    tester.advance(by: .seconds(1))
    tester.expectViewModel { $0.profile = .loaded(Sample.users[0]) }
    tester.expectViewModel { $0.posts = .loaded(Sample.posts) }
    tester.finish()
  }

  @Test func oneChildFailingLeavesTheOtherShown() {
    let tester = tester()
    tester.send(.loadPosts)
    tester.run()
    tester.expectViewModel { $0.posts = .loading }
    tester.expectViewModel { $0.posts = .loaded(Sample.posts) }
    service.fail(with: .httpStatus(code: 500, path: "/users/1"))
    tester.send(.loadProfile)
    tester.run()
    tester.expectViewModel { $0.profile = .loading }
    tester.expectViewModel {
      $0.profile = .failed("The server answered 500 (internal server error).")
    }
    service.fail(with: nil)
    tester.send(.loadProfile)
    tester.run()
    tester.expectViewModel {
      $0.profile = .retrying(after: "The server answered 500 (internal server error).", attempts: 1)
    }
    tester.expectViewModel { $0.profile = .loaded(Sample.users[0]) }
    tester.finish()
  }

  @Test func releasingTheParentInterruptsItsChildrensRequests() {
    do {
      let user = UserInteractor(
        userID: 1, service: service, scheduler: SchedulerContext(testing: scheduler))
      user.send(.loadProfile)
      user.send(.loadPosts)
      scheduler.advance()
      #expect(user.viewModel.value == UserViewModel(profile: .loading, posts: .loading))
    }
    #expect(
      Set(service.requests) == [
        "start /users/1", "start /users/1/posts", "interrupt /users/1",
        "interrupt /users/1/posts",
      ])
    scheduler.run()
    #expect(service.requests.count == 4)
  }
}
