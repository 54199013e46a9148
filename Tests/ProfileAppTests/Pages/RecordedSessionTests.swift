import Flows
import Foundation
import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

/// A session on the users list, recorded with a `CommandLog`, saved as JSON and replayed
/// into a fresh app on a fresh `TestScheduler`.
@Suite struct RecordedSessionTests {
  /// The app on a recording host, with what its users list showed and asked.
  struct Run {
    let scheduler = TestScheduler()
    let host = RecordingHost()
    let users: UsersInteractor
    let viewModels: EventRecorder<UsersViewModel, Never>
    let effects: EventRecorder<UsersEffect, Never>
    let app: ProfileFlow
    let service: StubProfileService

    let activity = Activity()

    /// An app whose requests answer after `latency`, reported in flight on ``activity``
    /// with its reductions.
    init(latency: Duration = .seconds(1)) {
      service = StubProfileService(scheduler: scheduler, latency: latency, activity: activity)
      app = ProfileFlow(
        service: service, scheduler: activity.tracking(SchedulerContext(testing: scheduler)))
      users = app.makeUsersInteractor()
      viewModels = EventRecorder(users.viewModel.signal)
      effects = EventRecorder(users.effect)
    }

    /// Shows the users list, which starts loading.
    func start() {
      app.navigation.run(users, on: host) { _ in }
    }

    /// Lets every request answer, then the user read the screen for half a second: a
    /// command replayed at the instant of an answer could come before it.
    func settle() {
      scheduler.run()
      scheduler.advance(by: .milliseconds(500))
    }

    /// Starts recording the session.
    func record() -> CommandLog<ProfileSessionCommand>.Recorder {
      ProfileSession.record(app, users: users, on: host, clock: scheduler)
    }

    /// Replays `log` into this run's app, from now on, each command waiting for the
    /// app's requests if `waits`.
    func replay(_ log: CommandLog<ProfileSessionCommand>, waits: Bool = false) {
      ProfileSession.replay(
        log, into: app, users: users, on: host, clock: scheduler,
        waitingFor: waits ? activity : nil)
    }

    /// What the host showed: its pushes and pops, without the user's own actions.
    var navigation: [String] {
      host.transcript.filter { $0.hasPrefix("push") || $0.hasPrefix("pop") }
    }
  }

  // The log held the users list's commands only, so a user opened, left with Esc, then
  // another opened replayed as the second pushed over the first.
  @Test func replayingALogReproducesTheViewModelsAndTheNavigation() throws {
    let session = Run()
    let recorder = session.record()
    session.start()
    session.scheduler.advance(by: .seconds(2))
    try session.host.select(row: "Alan Turing")
    session.scheduler.advance(by: .seconds(1))
    try session.host.goBack()
    try session.host.tap("Refresh")
    session.scheduler.advance(by: .milliseconds(500))
    try session.host.select(row: "Ada Lovelace")
    session.scheduler.run()
    recorder.stop()

    let json = try recorder.log.jsonData()
    let log = try CommandLog<ProfileSessionCommand>(jsonData: json)
    #expect(
      log.entries.map(\.command) == [
        .users(.load), .users(.select(userID: 2)), .navigation(.back), .users(.refresh),
        .users(.select(userID: 1)),
      ])

    let replay = Run()
    replay.start()
    replay.replay(log)
    replay.scheduler.run()
    #expect(replay.viewModels.values == session.viewModels.values)
    #expect(replay.effects.values == session.effects.values)
    #expect(replay.navigation == session.navigation)
    #expect(
      session.navigation == [
        "push \"Users\"", "push \"Alan Turing\"", "pop \"Alan Turing\"", "push \"Ada Lovelace\"",
      ])
  }

  // A replay kept the recorded times alone: where the requests answered more slowly than
  // when recorded, a post chosen 100 ms after its list loaded came before the list, and
  // was ignored.
  @Test func aReplayWhoseRequestsAreSlowerWaitsForThemBeforeEachCommand() throws {
    let session = Run(latency: .milliseconds(200))
    let recorder = session.record()
    session.start()
    session.scheduler.advance(by: .milliseconds(300))
    try session.host.select(row: "Ada Lovelace")
    session.scheduler.advance(by: .milliseconds(300))
    try session.host.select(row: "On engines")
    session.scheduler.advance(by: .milliseconds(300))
    recorder.stop()
    #expect(session.navigation.last == "push \"On engines\"")

    let slow = Run(latency: .seconds(2))
    slow.start()
    slow.replay(recorder.log, waits: true)
    slow.scheduler.run()
    #expect(slow.navigation == session.navigation)

    // Without waiting, the same replay loses the post.
    let racing = Run(latency: .seconds(2))
    racing.start()
    racing.replay(recorder.log)
    racing.scheduler.run()
    #expect(racing.navigation != session.navigation)
  }

  // Only the users list's commands were recorded, so the posts opened on a user's page
  // were not replayed, and each Esc that had left a post left the user's page instead.
  @Test func replayingALogOpensThePostsOpenedOnAUsersPageAndRefreshesWhereTheUserDid() throws {
    let session = Run()
    let recorder = session.record()
    session.start()
    session.settle()
    try session.host.select(row: "Ada Lovelace")
    session.settle()
    try session.host.select(row: "On engines")
    session.settle()
    try session.host.tap("Refresh")
    session.settle()
    try session.host.goBack()
    try session.host.select(row: "Notes")
    session.settle()
    try session.host.goBack()
    try session.host.goBack()
    try session.host.select(row: "Alan Turing")
    session.settle()
    recorder.stop()

    let log = try CommandLog<ProfileSessionCommand>(jsonData: recorder.log.jsonData())
    #expect(
      log.entries.map(\.command) == [
        .users(.load), .users(.select(userID: 1)),
        .page(.user(userID: 1, command: .select(postID: 11))),
        .page(.post(postID: 11, command: .refresh)), .navigation(.back),
        .page(.user(userID: 1, command: .select(postID: 12))), .navigation(.back),
        .navigation(.back), .users(.select(userID: 2)),
      ])

    let replay = Run()
    replay.start()
    replay.replay(log)
    replay.scheduler.run()
    #expect(replay.navigation == session.navigation)
    #expect(
      session.navigation == [
        "push \"Users\"", "push \"Ada Lovelace\"", "push \"On engines\"", "pop \"On engines\"",
        "push \"Notes\"", "pop \"Notes\"", "pop \"Ada Lovelace\"", "push \"Alan Turing\"",
      ])
    #expect(replay.host.titles == ["Users", "Alan Turing"])
    #expect(replay.host.elements == session.host.elements)
    #expect(replay.service.requests == session.service.requests)
  }

  @Test func aPostThePageDoesNotShowIsNotOpenedAndAClosedPageTakesNoCommand() throws {
    let session = Run()
    session.start()
    session.scheduler.run()
    try session.host.select(row: "Ada Lovelace")
    session.scheduler.run()
    session.app.send(.user(userID: 1, command: .select(postID: 99)))
    session.app.send(.user(userID: 2, command: .select(postID: 11)))
    session.app.send(.post(postID: 11, command: .refresh))
    session.scheduler.run()
    #expect(session.host.titles == ["Users", "Ada Lovelace"])
    session.app.send(.user(userID: 1, command: .select(postID: 12)))
    session.scheduler.run()
    #expect(session.host.titles == ["Users", "Ada Lovelace", "Notes"])
    #expect(!session.service.requests.contains("start /posts/11/comments"))
  }

  @Test func aLogSavedBeforeNavigationWasRecordedStillReadsAsTheUsersListsCommands() throws {
    let older = Data(
      """
      {"entries":[{"command":{"load":{}},"offsetNanoseconds":0},
      {"command":{"select":{"userID":2}},"offsetNanoseconds":2000000000}]}
      """.utf8)
    let log = try CommandLog<ProfileSessionCommand>(jsonData: older)
    #expect(log.entries.map(\.command) == [.users(.load), .users(.select(userID: 2))])
    #expect(log.entries.map(\.offset) == [.zero, .seconds(2)])
  }

  @Test func aSessionsCommandsAreSavedUnderTheirKind() throws {
    let log = CommandLog(entries: [
      .init(offset: .zero, command: ProfileSessionCommand.users(.refresh)),
      .init(offset: .seconds(1), command: .navigation(.alertAction(alert: "Quit?", label: "Stay"))),
    ])
    let json = String(decoding: try log.jsonData(), as: UTF8.self)
    let compact = json.filter { !$0.isWhitespace }
    #expect(compact.contains(#""command":{"users":{"refresh":{}}}"#))
    #expect(
      compact.contains(
        #""command":{"navigation":{"alertAction":{"alert":"Quit?","label":"Stay"}}}"#))
    #expect(try CommandLog<ProfileSessionCommand>(jsonData: log.jsonData()) == log)
  }

  @Test func aPagesCommandIsSavedWithItsPage() throws {
    let log = CommandLog(entries: [
      .init(
        offset: .zero,
        command: ProfileSessionCommand.page(.user(userID: 3, command: .select(postID: 21)))),
      .init(offset: .seconds(1), command: .page(.user(userID: 3, command: .refresh))),
      .init(offset: .seconds(2), command: .page(.post(postID: 21, command: .load))),
    ])
    let compact = String(decoding: try log.jsonData(), as: UTF8.self).filter { !$0.isWhitespace }
    #expect(
      compact.contains(
        #""command":{"page":{"user":{"command":{"select":{"postID":21}},"userID":3}}}"#))
    #expect(compact.contains(#""command":{"page":{"user":{"command":{"refresh":{}},"userID":3}}}"#))
    #expect(compact.contains(#""command":{"page":{"post":{"command":"load","postID":21}}}"#))
    #expect(try CommandLog<ProfileSessionCommand>(jsonData: log.jsonData()) == log)
  }
}
