import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct PostsInteractorTests {
  let scheduler = TestScheduler()
  let service: StubProfileService

  init() {
    service = StubProfileService(scheduler: scheduler)
  }

  func tester(userID: Int) -> InteractorTester<LoadCommand, PostsViewModel, Never> {
    InteractorTester(
      PostsInteractor(
        userID: userID, service: service, scheduler: SchedulerContext(testing: scheduler)),
      scheduler: scheduler)
  }

  @Test func loadingShowsTheUsersPosts() {
    let tester = tester(userID: 1)
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.posts))
    tester.finish()
    #expect(service.requests == ["start /users/1/posts"])
  }

  @Test func aUserWithoutPostsLoadsEmpty() {
    let tester = tester(userID: 2)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.loaded([]))
    tester.finish()
    #expect(tester.viewModel.isEmpty)
  }

  @Test func aFailureCanBeRetried() {
    let tester = tester(userID: 1)
    service.fail(with: .connectionClosed(path: "/users/1/posts"))
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(
      .failed("The server closed the connection before answering /users/1/posts."))
    service.fail(with: nil)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(
      .retrying(
        after: "The server closed the connection before answering /users/1/posts.", attempts: 1))
    tester.expectViewModel(.loaded(Sample.posts))
    tester.finish()
  }

  @Test func refreshingKeepsThePostsShown() {
    let tester = tester(userID: 1)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.loaded(Sample.posts))
    tester.send(.refresh)
    tester.run()
    tester.expectViewModel(.refreshing(Sample.posts))
    tester.expectViewModel(.loaded(Sample.posts))
    tester.finish()
  }
}
