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

    init() {
      let service = StubProfileService(scheduler: scheduler)
      app = ProfileFlow(service: service, scheduler: SchedulerContext(testing: scheduler))
      users = app.makeUsersInteractor()
      viewModels = EventRecorder(users.viewModel.signal)
      effects = EventRecorder(users.effect)
    }

    /// Shows the users list, which starts loading.
    func start() {
      app.navigation.run(users, on: host) { _ in }
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
    let recorder = ProfileSession.record(session.users, on: session.host, clock: session.scheduler)
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
    ProfileSession.replay(log, into: replay.users, on: replay.host, clock: replay.scheduler)
    replay.scheduler.run()
    #expect(replay.viewModels.values == session.viewModels.values)
    #expect(replay.effects.values == session.effects.values)
    #expect(replay.navigation == session.navigation)
    #expect(
      session.navigation == [
        "push \"Users\"", "push \"Alan Turing\"", "pop \"Alan Turing\"", "push \"Ada Lovelace\"",
      ])
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
}
