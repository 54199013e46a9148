import Flows
import Foundation
import Interactors
import ProfileApp
import Signals
import SignalsTesting
import Testing

/// A `--replay` watched in the inspector: the commands the replay sends show in the
/// users list's history as they arrive, on virtual time.
@Suite struct InspectedReplayTests {
  /// A session that loads the users, opens Alan Turing at 2 s, goes back and refreshes
  /// at 3 s, as `--record` saves it.
  private static func recordedSession() throws -> CommandLog<ProfileSessionCommand> {
    let session = RecordedSessionTests.Run()
    let recorder = session.record()
    session.start()
    session.scheduler.advance(by: .seconds(2))
    try session.host.select(row: "Alan Turing")
    session.scheduler.advance(by: .seconds(1))
    try session.host.goBack()
    try session.host.tap("Refresh")
    session.scheduler.run()
    recorder.stop()
    return try CommandLog(jsonData: recorder.log.jsonData())
  }

  @Test func theInspectorShowsTheCommandsAReplaySendsAsTheyArrive() throws {
    let log = try Self.recordedSession()
    let inspector = Inspector(showsValues: true)
    let replay = inspector.record { RecordedSessionTests.Run() }
    /// The commands sent to the users list that the inspector shows, such as "load" for
    /// `list(LoadReducer<[User]>.Command.load)`: not the answers of its requests.
    func sent() -> [String] {
      let users = inspector.interactors().first { $0.group.name == "UsersReducer" }
      return (users?.commands ?? []).map(\.command).filter { !$0.contains(".loaded(") }.map {
        $0.hasPrefix("list(") ? String($0.split(separator: ".").last!.dropLast()) : $0
      }
    }
    inspector.record { replay.start() }
    replay.replay(log)
    replay.scheduler.advance(by: .zero)
    // The page's own load as it appears, and the log's first command.
    #expect(sent() == ["load", "load"])

    replay.scheduler.advance(by: .seconds(2) - .milliseconds(1))
    #expect(sent() == ["load", "load"])
    replay.scheduler.advance(by: .milliseconds(1))
    #expect(sent() == ["load", "load", "select(userID: 2)"])
    replay.scheduler.advance(by: .seconds(1))
    #expect(sent() == ["load", "load", "select(userID: 2)", "refresh"])
    replay.scheduler.run()
    #expect(sent() == ["load", "load", "select(userID: 2)", "refresh"])
    #expect(replay.navigation.last == "pop \"Alan Turing\"")
  }
}
