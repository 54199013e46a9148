import Foundation
import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct UsersInteractorTests {
  let scheduler = TestScheduler()
  let service: StubProfileService

  init() {
    service = StubProfileService(scheduler: scheduler)
  }

  func tester() -> InteractorTester<UsersCommand, UsersViewModel, UsersEffect> {
    InteractorTester(
      UsersInteractor(service: service, scheduler: SchedulerContext(testing: scheduler)),
      scheduler: scheduler)
  }

  @Test func loadingShowsTheUsers() {
    let tester = tester()
    tester.send(.load)
    tester.advance()
    tester.expectViewModel(.loading)
    tester.advance(by: .seconds(1))
    tester.expectViewModel(.loaded(Sample.users))
    tester.finish()
  }

  @Test func selectingAUserAsksTheParentToShowThem() {
    let tester = tester()
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.loaded(Sample.users))
    tester.send(.select(userID: 2))
    tester.advance()
    tester.expectEffect(.showUser(Sample.users[1]))
    tester.finish()
  }

  @Test func selectingBeforeTheListLoadedDoesNothing() {
    let tester = tester()
    tester.send(.select(userID: 1))
    tester.advance()
    tester.finish()
    #expect(service.requests.isEmpty)
  }

  @Test func aFailureCanBeRetriedAndTheListRefreshed() {
    let tester = tester()
    service.fail(with: .cannotConnect(address: "127.0.0.1:9"))
    tester.send(.load)
    tester.run()
    tester.expectViewModel(.loading)
    tester.expectViewModel(.failed("No server answers at 127.0.0.1:9 — is it running?"))
    service.fail(with: nil)
    tester.send(.load)
    tester.run()
    tester.expectViewModel(
      .retrying(after: "No server answers at 127.0.0.1:9 — is it running?", attempts: 1))
    tester.expectViewModel(.loaded(Sample.users))
    tester.send(.refresh)
    tester.run()
    tester.expectViewModel(.refreshing(Sample.users))
    tester.expectViewModel(.loaded(Sample.users))
    tester.finish()
  }

  @Test func theCommandsAreCodableForACommandLog() throws {
    let commands: [UsersCommand] = [.load, .refresh, .select(userID: 3)]
    let data = try JSONEncoder().encode(commands)
    #expect(try JSONDecoder().decode([UsersCommand].self, from: data) == commands)
  }
}
