import Flows
import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

@Suite struct ProfileFlowTests {
  let scheduler = TestScheduler()
  let service: StubProfileService
  let host = RecordingHost()
  let users: UsersInteractor

  init() {
    service = StubProfileService(scheduler: scheduler)
    let app = ProfileFlow(service: service, scheduler: SchedulerContext(testing: scheduler))
    users = app.makeUsersInteractor()
    app.navigation.run(users, on: host) { _ in }
  }

  static let userRows: [RecordingHost.RenderedElement] = [
    .row("Ada Lovelace", detail: "@ada"), .row("Alan Turing", detail: "@alan"),
  ]

  static let adaLoaded: [RecordingHost.RenderedElement] = [
    .text("@ada · ada@example.org"), .text("555-0001 · ada.example.org"),
    .text("Lives in London, Main Street 1"), .text("Works at Engines Ltd: “Calculate”"),
    .text("Posts"), .row("On engines"), .row("Notes"), .button("Refresh"),
  ]

  @Test func theUsersListSaysItIsLoadingThenListsTheUsers() {
    #expect(host.titles == ["Users"])
    #expect(host.elements == [.text("Loading the users…")])
    scheduler.run()
    #expect(host.elements == Self.userRows + [.button("Refresh")])
  }

  @Test func choosingAUserShowsTheirProfileAndPosts() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.advance()
    #expect(host.titles == ["Users", "Ada Lovelace"])
    #expect(
      host.elements == [
        .text("Loading the profile of Ada Lovelace…"), .text("Posts"),
        .text("Loading the posts of Ada Lovelace…"),
      ])
    scheduler.run()
    #expect(host.elements == Self.adaLoaded)
  }

  @Test func choosingAPostShowsItsCommentsAndGoingBackReturnsToTheUser() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.run()
    try host.select(row: "On engines")
    #expect(host.titles == ["Users", "Ada Lovelace", "On engines"])
    #expect(
      host.elements == [
        .text("Numbers, and more than numbers."), .text("Comments"),
        .text("Loading the comments…"),
      ])
    scheduler.run()
    #expect(
      host.elements == [
        .text("Numbers, and more than numbers."), .text("Comments"),
        .text("Splendid — cb@example.org"), .text("Indeed."),
        .text("Doubtful — gb@example.org"), .text("Hm."), .button("Refresh"),
      ])
    try host.goBack()
    #expect(host.titles == ["Users", "Ada Lovelace"])
    #expect(host.elements == Self.adaLoaded)
  }

  @Test func leavingAPostWhileItsCommentsLoadInterruptsTheRequest() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.run()
    try host.select(row: "On engines")
    scheduler.advance()
    #expect(service.requests.last == "start /posts/11/comments")
    try host.goBack()
    #expect(service.requests.last == "interrupt /posts/11/comments")
    scheduler.run()
    #expect(host.elements == Self.adaLoaded)
  }

  @Test func leavingAUserWhileTheirScreenLoadsInterruptsBothRequests() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.advance()
    try host.goBack()
    #expect(
      service.requests.suffix(2).sorted() == ["interrupt /users/1", "interrupt /users/1/posts"])
  }

  @Test func aUserWithoutPostsShowsTheEmptyState() throws {
    scheduler.run()
    try host.select(row: "Alan Turing")
    scheduler.run()
    #expect(host.elements.contains(.empty("Alan Turing has not posted anything yet.")))
  }

  @Test func aFailureSaysWhyAndRetryingTriesAgain() throws {
    service.fail(with: .cannotConnect(address: "127.0.0.1:9"))
    scheduler.run()
    let failed = RecordingHost.RenderedElement.failed(
      "The users could not be loaded. No server answers at 127.0.0.1:9 — is it running?",
      canRetry: true)
    #expect(host.elements == [failed])
    // A retry that failed the same way showed the same screen as before it: nothing
    // said that it happened.
    try host.retry()
    scheduler.advance()
    #expect(host.elements == [.text("Retrying… (attempt 2)")])
    scheduler.run()
    let failedTwice = RecordingHost.RenderedElement.failed(
      "The users could not be loaded after 2 attempts. No server answers at 127.0.0.1:9 — "
        + "is it running?", canRetry: true)
    #expect(host.elements == [failedTwice])
    service.fail(with: nil)
    try host.retry()
    scheduler.run()
    #expect(host.elements == Self.userRows + [.button("Refresh")])
    #expect(service.requests.filter { $0 == "start /users" }.count == 3)
  }

  @Test func theProfileAndThePostsFailAndRetryApart() throws {
    scheduler.run()
    service.fail(with: .httpStatus(code: 500, path: "/users/1"))
    try host.select(row: "Ada Lovelace")
    scheduler.run()
    let message = "The server answered 500 (internal server error)."
    #expect(
      host.elements == [
        .failed("The profile could not be loaded. \(message)", canRetry: true), .text("Posts"),
        .failed("The posts could not be loaded. \(message)", canRetry: true), .button("Refresh"),
      ])
    service.fail(with: nil)
    try host.retry()
    scheduler.run()
    #expect(host.elements.first == .text("@ada · ada@example.org"))
    #expect(
      host.elements.contains(.failed("The posts could not be loaded. \(message)", canRetry: true)))
  }

  @Test func refreshingKeepsTheListShownAndSaysSo() throws {
    scheduler.run()
    try host.tap("Refresh")
    scheduler.advance()
    #expect(host.elements == Self.userRows + [.button("Refresh"), .text("Refreshing the users…")])
    scheduler.run()
    #expect(host.elements == Self.userRows + [.button("Refresh")])
    #expect(service.requests == ["start /users", "start /users"])
  }

  @Test func refreshingAUserRefreshesTheProfileAndThePosts() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.run()
    try host.tap("Refresh")
    scheduler.advance()
    #expect(host.elements == Self.adaLoaded + [.text("Refreshing…")])
    scheduler.run()
    #expect(host.elements == Self.adaLoaded)
  }

  @Test func actingWhileARequestIsInFlightDoesNotWait() throws {
    scheduler.run()
    try host.select(row: "Ada Lovelace")
    scheduler.advance()
    #expect(host.elements.first == .text("Loading the profile of Ada Lovelace…"))
    try host.goBack()
    try host.select(row: "Alan Turing")
    scheduler.advance()
    #expect(host.titles == ["Users", "Alan Turing"])
  }
}
