import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct ProfileInteractorTests {
  let scheduler = TestScheduler()
  let service: StubProfileService

  init() {
    service = StubProfileService(scheduler: scheduler)
  }

  func tester(userID: Int = 1) -> InteractorTester<LoadCommand, ProfileViewModel, Never> {
    InteractorTester(
      ProfileInteractor(
        userID: userID, service: service, scheduler: SchedulerContext(testing: scheduler)),
      scheduler: scheduler)
  }

  @Test func loadingShowsLoadingThenTheUser() {
    let tester = tester()
    #expect(tester.viewModel == .idle)
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.users[0]))
    tester.finish()
    #expect(service.requests == ["start /users/1"])
  }

  @Test func aFailureShowsTheServicesMessage() {
    let tester = tester()
    service.fail(with: .httpStatus(code: 500, path: "/users/1"))
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.failed("The server answered 500 (internal server error)."))
    tester.finish()
  }

  @Test func anUnknownUserFailsWithWhatTheServerSaid() {
    let tester = tester(userID: 9)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(
      .failed("The server answered 404 (not found): it has nothing at /users/9."))
    tester.finish()
  }

  @Test func retryingAfterAFailureLoadsAgain() {
    let tester = tester()
    service.fail(with: .timedOut(after: .seconds(10)))
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.failed("The server took longer than 10 s to answer."))
    service.fail(with: nil)
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(
      .retrying(after: "The server took longer than 10 s to answer.", attempts: 1))
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.users[0]))
    tester.finish()
    #expect(service.requests == ["start /users/1", "start /users/1"])
  }

  @Test func refreshingKeepsTheProfileShownUntilTheAnswer() {
    let tester = tester()
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.loaded(Sample.users[0]))
    tester.send(.refresh)
    tester.advance()
    tester.expectViewModel(.refreshing(Sample.users[0]))
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.users[0]))
    tester.finish()
  }

  @Test func aFailedRefreshShowsTheFailure() {
    let tester = tester()
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.loaded(Sample.users[0]))
    service.fail(with: .cannotConnect(address: "127.0.0.1:9"))
    tester.send(.refresh)
    tester.run()
    tester.expectViewModel(.refreshing(Sample.users[0]))
    tester.expectViewModel(.failed("No server answers at 127.0.0.1:9 — is it running?"))
    tester.finish()
  }

  @Test func commandsWhileARequestIsInFlightStartNoOther() {
    let tester = tester()
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.send(.load)
    tester.send(.refresh)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.users[0]))
    tester.finish()
    #expect(service.requests == ["start /users/1"])
  }

  @Test func releasingTheInteractorInterruptsItsRequest() {
    do {
      let profile = ProfileInteractor(
        userID: 1, service: service, scheduler: SchedulerContext(testing: scheduler))
      profile.send(.load)
      scheduler.advance()
      #expect(profile.viewModel.value == .loading)
    }
    #expect(service.requests == ["start /users/1", "interrupt /users/1"])
    scheduler.run()
    #expect(service.requests.count == 2)
  }
}
