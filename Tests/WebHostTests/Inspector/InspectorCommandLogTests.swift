import FlyingSocks
import Foundation
import Interactors
import Signals
import SignalsTesting
import Testing

@testable import WebHost

/// The command log an app offers on its inspector's page — the one `--record` saves —
/// served at `/commands.json` over a real socket, and replayed from what was downloaded.
@Suite struct InspectorCommandLogTests {
  /// A counter whose commands and view models a session records, on virtual time.
  private struct Session {
    let scheduler = TestScheduler()
    let counter: Interactor<CountingReducer.Command, Int, Never>
    let viewModels: EventRecorder<Int, Never>

    init() {
      counter = Interactor(
        reducer: CountingReducer.self, initialViewModel: 0,
        scheduler: SchedulerContext(testing: scheduler))
      viewModels = EventRecorder(counter.viewModel.signal)
    }
  }

  private static func startServer(log: Recorder<String> = Recorder()) async throws
    -> InspectorServer
  {
    try await InspectorServer.start(
      inspector: Inspector(), port: 0, period: .milliseconds(500),
      scheduler: WatchedScheduler(), log: log.record)
  }

  /// The status line and body of a GET of `path`, with `headers` beside the Host.
  private static func get(
    _ path: String, port: UInt16, host: String? = nil, headers: [String] = []
  ) async throws -> (status: String, body: Data) {
    let socket = try await ClientPool.connect(port: port)
    defer { try? socket.close() }
    let lines =
      ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"]
      + headers
    try await socket.write(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    var received: [UInt8] = []
    while let byte = try? await socket.read() { received.append(byte) }
    let data = Data(received)
    let end = try #require(data.range(of: Data("\r\n\r\n".utf8)))
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
    // "\r\n" is one Character: split the lines on it as a string.
    return (head.components(separatedBy: "\r\n")[0], Data(data[end.upperBound...]))
  }

  @Test func theLogServedIsTheBytesTheRecorderWritesAndReplaysToTheSameViewModels()
    async throws
  {
    let session = Session()
    let recorder = CommandLog.Recorder(session.counter, clock: session.scheduler)
    session.counter.send(.add(2))
    session.scheduler.advance(by: .milliseconds(300))
    session.counter.send(.add(5))
    session.scheduler.advance(by: .seconds(2))
    session.counter.send(.reset)
    session.counter.send(.add(1))
    session.scheduler.run()
    let server = try await Self.startServer()
    server.offerCommandLog { try recorder.log.jsonData() }

    let (status, body) = try await Self.get("/commands.json", port: server.port)
    await server.stop()

    #expect(status == "HTTP/1.1 200 OK")
    #expect(body == (try recorder.log.jsonData()))
    let downloaded = try CommandLog<CountingReducer.Command>(jsonData: body)
    #expect(downloaded == recorder.log)
    let replay = Session()
    downloaded.replay(into: replay.counter, on: replay.scheduler)
    replay.scheduler.run()
    #expect(replay.viewModels.values == session.viewModels.values)
    #expect(replay.viewModels.values == [2, 7, 0, 1])
    #expect(replay.scheduler.now == session.scheduler.now)
  }

  @Test func theLogIsTheSessionAtTheTimeOfTheDownload() async throws {
    let session = Session()
    let recorder = CommandLog.Recorder(session.counter, clock: session.scheduler)
    let server = try await Self.startServer()
    server.offerCommandLog { try recorder.log.jsonData() }
    session.counter.send(.add(1))
    let first = try await Self.get("/commands.json", port: server.port).body
    session.counter.send(.add(3))
    let second = try await Self.get("/commands.json", port: server.port).body
    await server.stop()

    #expect(try CommandLog<CountingReducer.Command>(jsonData: first).entries.count == 1)
    #expect(
      try CommandLog<CountingReducer.Command>(jsonData: second).entries.map(\.command)
        == [.add(1), .add(3)])
  }

  @Test func withoutALogOfferedThePathIsANotFoundThatIsLogged() async throws {
    let log = Recorder<String>()
    let server = try await Self.startServer(log: log)
    let (status, _) = try await Self.get("/commands.json", port: server.port)
    let logged = await log.first { $0.contains("offers no command log") }
    await server.stop()
    #expect(status.hasPrefix("HTTP/1.1 404"))
    #expect(logged != nil)
  }

  @Test(
    arguments: [
      (nil, ["Origin: http://evil.example"]),
      ("evil.example:80", []),
      ("rebound.example", ["Origin: http://rebound.example"]),
    ] as [(String?, [String])])
  func anotherOriginOrAHostNotTheLoopbackIsRefusedAndLogged(host: String?, headers: [String])
    async throws
  {
    let log = Recorder<String>()
    let server = try await Self.startServer(log: log)
    server.offerCommandLog { Data("{\"entries\":[]}".utf8) }
    let (status, body) = try await Self.get(
      "/commands.json", port: server.port, host: host, headers: headers)
    let logged = await log.first { $0.contains("refused the command log") }
    await server.stop()
    #expect(status.hasPrefix("HTTP/1.1 403"))
    #expect(!String(decoding: body, as: UTF8.self).contains("entries"))
    #expect(logged != nil)
  }

  @Test func aLogThatCannotBeWrittenIsAServerErrorThatIsLogged() async throws {
    struct Unwritable: Error {}
    let log = Recorder<String>()
    let server = try await Self.startServer(log: log)
    server.offerCommandLog { throw Unwritable() }
    let (status, _) = try await Self.get("/commands.json", port: server.port)
    let logged = await log.first { $0.contains("cannot be written") }
    await server.stop()
    #expect(status.hasPrefix("HTTP/1.1 500"))
    #expect(logged != nil)
  }

  /// The graph messages' `commandLog`, as the page reads it.
  private struct Offer: Decodable {
    let type: String
    let commandLog: Bool
  }

  @Test func thePageIsToldOnceTheAppOffersALog() async throws {
    let scheduler = WatchedScheduler()
    let server = try await InspectorServer.start(
      inspector: Inspector(), port: 0, period: .milliseconds(500), scheduler: scheduler,
      log: { _ in })
    let client = try await WebSocketClient.connect(port: server.port).get()
    let first = try #require(await client.texts.first { _ in true })
    server.offerCommandLog { Data() }
    scheduler.advance(by: .milliseconds(500))
    let offered = await client.texts.first { $0.contains("\"commandLog\":true") }
    await client.close()
    await server.stop()

    #expect(try JSONDecoder().decode(Offer.self, from: Data(first.utf8)).commandLog == false)
    let message = try JSONDecoder().decode(Offer.self, from: Data(try #require(offered).utf8))
    #expect(message.type == "graph")
  }
}

private enum CountingReducer: Reducer {
  typealias ViewModel = Int
  enum Command: Codable, Equatable, Sendable {
    case add(Int)
    case reset
  }
  typealias Effect = Never

  static func reduce(state: State, command: Command) -> State {
    switch command {
    case .add(let number): State(viewModel: state.viewModel + number)
    case .reset: State(viewModel: 0)
    }
  }
}
