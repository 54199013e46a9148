import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct CommentsInteractorTests {
  let scheduler = TestScheduler()
  let service: StubProfileService

  init() {
    service = StubProfileService(scheduler: scheduler)
  }

  func tester(postID: Int) -> InteractorTester<LoadCommand, CommentsViewModel, Never> {
    InteractorTester(
      CommentsInteractor(
        postID: postID, service: service, scheduler: SchedulerContext(testing: scheduler)),
      scheduler: scheduler)
  }

  @Test func loadingShowsThePostsComments() {
    let tester = tester(postID: 11)
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.comments))
    tester.finish()
  }

  @Test func aFailureCanBeRetried() {
    let tester = tester(postID: 12)
    service.fail(with: .httpStatus(code: 503, path: "/posts/12/comments"))
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.failed("The server answered 503 (service unavailable)."))
    service.fail(with: nil)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(
      .retrying(after: "The server answered 503 (service unavailable).", attempts: 1))
    tester.expectViewModel(.loaded([]))
    tester.finish()
  }

  @Test func releasingTheInteractorInterruptsTheCommentsRequest() {
    do {
      let comments = CommentsInteractor(
        postID: 11, service: service, scheduler: SchedulerContext(testing: scheduler))
      comments.send(.load)
      scheduler.advance()
    }
    #expect(service.requests == ["start /posts/11/comments", "interrupt /posts/11/comments"])
  }
}
