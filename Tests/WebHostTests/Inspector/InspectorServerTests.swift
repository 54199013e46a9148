import FlyingSocks
import Foundation
import Interactors
import Signals
import Testing

@testable import WebHost

/// The inspector's server over real sockets: its page, its DOT, and the protocol over a
/// real WebSocket, with the graph's checks on virtual time.
@Suite struct InspectorServerTests {
  /// A server of `inspector` whose checks run on virtual time, and what it logged.
  private struct Fixture {
    let inspector: Inspector
    let scheduler = WatchedScheduler()
    let log = Recorder<String>()
    let server: InspectorServer
    static let period = Duration.milliseconds(500)

    init(showsValues: Bool = false) async throws {
      inspector = Inspector(showsValues: showsValues)
      server = try await InspectorServer.start(
        inspector: inspector, port: 0, period: Self.period, scheduler: scheduler,
        log: log.record)
    }

    /// A page connected, once it has the first graph.
    func connect() async throws -> (WebSocketClient, Graph) {
      let client = try await WebSocketClient.connect(port: server.port).get()
      let first = try #require(await client.texts.first { _ in true })
      return (client, try Graph(first))
    }
  }

  /// A graph message as the page reads it.
  private struct Graph: Decodable {
    struct Node: Decodable {
      let id: Int
      let kind: String
      let label: String
      let events: Int
      let state: String
      let inputs: [Int]
      let value: String?
    }
    let type: String
    let showsValues: Bool
    let nodes: [Node]

    init(_ text: String) throws {
      self = try JSONDecoder().decode(Graph.self, from: Data(text.utf8))
    }

    func node(_ label: String) -> Node? { nodes.first { $0.label == label } }
  }

  /// The whole response to `request` for `path`, head and body, on a connection the
  /// request closes.
  private static func response(
    to method: String = "GET", _ path: String, port: UInt16
  ) async throws -> (head: String, body: String) {
    let socket = try await ClientPool.connect(port: port)
    defer { try? socket.close() }
    try await socket.write(
      Data(
        "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
          .utf8))
    var received: [UInt8] = []
    while let byte = try? await socket.read() { received.append(byte) }
    let text = String(decoding: received, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    return (parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  @Test(arguments: [
    "/", "/index.html", "/inspector.js", "/layout.js", "/timeline.js", "/inspector.css",
  ])
  func servesItsPageAndItsFiles(path: String) async throws {
    let fixture = try await Fixture()
    let (head, body) = try await Self.response(path, port: fixture.server.port)
    await fixture.server.stop()
    #expect(head.hasPrefix("HTTP/1.1 200"))
    #expect(!body.isEmpty)
  }

  @Test func listensOnLoopbackOnly() async throws {
    let fixture = try await Fixture()
    await fixture.server.stop()
    #expect(fixture.server.url.absoluteString == "http://127.0.0.1:\(fixture.server.port)/")
  }

  @Test func givesTheGraphAsGraphvizDOT() async throws {
    let fixture = try await Fixture()
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<Int, Never>.pipe()
      return (signal.named("taps"), emitter)
    }
    let (head, body) = try await Self.response("/graph.dot", port: fixture.server.port)
    await fixture.server.stop()
    withExtendedLifetime((signal, emitter)) {}
    #expect(head.hasPrefix("HTTP/1.1 200"))
    #expect(head.lowercased().contains("content-type: text/vnd.graphviz"))
    #expect(body.hasPrefix("digraph signals {"))
    #expect(body.contains("taps"))
  }

  @Test(arguments: ["/../Package.swift", "/app.js", "/graph.json", "/Static/Inspector/layout.js"])
  func aPathOutsideItsFilesIsANotFoundThatIsLogged(path: String) async throws {
    let fixture = try await Fixture()
    let (head, _) = try await Self.response(path, port: fixture.server.port)
    let logged = await fixture.log.first { $0.contains("404") }
    await fixture.server.stop()
    #expect(head.hasPrefix("HTTP/1.1 404"))
    #expect(logged != nil)
  }

  @Test func aRequestOtherThanGETIsRefusedAndLogged() async throws {
    let fixture = try await Fixture()
    let (head, _) = try await Self.response(to: "POST", "/graph.dot", port: fixture.server.port)
    let logged = await fixture.log.first { $0.contains("405 POST") }
    await fixture.server.stop()
    #expect(head.hasPrefix("HTTP/1.1 405"))
    #expect(logged != nil)
  }

  @Test func aWebSocketFromAnotherOriginIsRefusedAndLogged() async throws {
    let fixture = try await Fixture()
    let refused = try await WebSocketClient.connect(
      port: fixture.server.port, origin: "http://evil.example")
    let logged = await fixture.log.first { $0.contains("refused a WebSocket") }
    await fixture.server.stop()
    #expect(throws: HTTPRefusal(status: 403)) { try refused.get() }
    #expect(logged?.contains("evil.example") == true)
  }

  @Test func aPageGetsTheGraphWhenItConnectsWithItsEdgesAndCounts() async throws {
    let fixture = try await Fixture()
    let (query, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<String, Never>.pipe()
      return (signal.named("query"), emitter)
    }
    let lengths = fixture.inspector.record { query.map(\.count).named("lengths") }
    emitter.emit("snow")
    let (client, graph) = try await fixture.connect()
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime((lengths, emitter)) {}

    #expect(graph.type == "graph")
    let source = try #require(graph.node("query"))
    let derived = try #require(graph.node("lengths"))
    #expect(source.kind == "pipe")
    #expect(derived.inputs == [source.id])
    #expect(source.events == 1)
    #expect(derived.events == 1)
    #expect(derived.state == "live")
    // Values are a user's data: not shown unless asked.
    #expect(!graph.showsValues)
    #expect(source.value == nil)
  }

  @Test func aChangedGraphIsSentAtTheNextCheckAndAnUnchangedOneIsNot() async throws {
    let fixture = try await Fixture()
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<Int, Never>.pipe()
      return (signal.named("first"), emitter)
    }
    let (client, graph) = try await fixture.connect()
    #expect(graph.node("later") == nil)

    let later = fixture.inspector.record { signal.map { $0 + 1 }.named("later") }
    fixture.scheduler.advance(by: Fixture.period)
    let second = try Graph(try #require(await client.texts.first { $0.contains("later") }))
    // Nothing changed: nothing sent.
    fixture.scheduler.advance(by: Fixture.period)
    emitter.emit(1)
    fixture.scheduler.advance(by: Fixture.period)
    let third = try Graph(
      try #require(await client.texts.first { (try? Graph($0))?.node("later")?.events == 1 }))
    let sent = client.texts.messages.count
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime(later) {}

    #expect(second.node("later")?.inputs == [second.node("first")?.id ?? -1])
    #expect(third.node("first")?.events == 1)
    // The first graph, the one with "later", and the one with the event, which also sent
    // a timeline message.
    #expect(sent == 4)
  }

  /// A timeline message as the page reads it.
  private struct TimelineMessage: Decodable {
    struct Entry: Decodable {
      let sequence: Int
      let node: Int
      let time: Double
      let kind: String
      let thread: String
      let value: String?
    }
    let type: String
    let entries: [Entry]
    let notShown: [String: Int]
    let missed: Int

    init?(_ text: String) {
      guard let message = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)),
        message.type == "timeline"
      else { return nil }
      self = message
    }
  }

  /// An interactors message as the page reads it.
  private struct InteractorsMessage: Decodable {
    struct Interactor: Decodable {
      let id: Int
      let name: String
      let runningEffects: Int
      let dropped: Int
      let shown: Int?
      let commands: [Command]
    }
    struct Command: Decodable {
      let sequence: Int
      let command: String
      let changes: [String]
      let changedLines: Int
      let effect: String?
    }
    let type: String
    let interactors: [Interactor]

    init?(_ text: String) {
      guard let message = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)),
        message.type == "interactors"
      else { return nil }
      self = message
    }
  }

  @Test func aPageGetsTheInteractorsCommandsAndTheirChangesWhenTheyChange() async throws {
    let fixture = try await Fixture(showsValues: true)
    let adder = fixture.inspector.record {
      Interactor(reducer: AddingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    let (client, _) = try await fixture.connect()
    adder.send(.add(2))
    fixture.scheduler.advance(by: Fixture.period)
    let text = await client.texts.first {
      InteractorsMessage($0)?.interactors.first?.commands.isEmpty == false
    }
    let sentBefore = client.texts.messages.count
    // Nothing changed: nothing sent.
    fixture.scheduler.advance(by: Fixture.period)
    let sentAfter = client.texts.messages.count
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime(adder) {}
    let interactor = try #require(text.flatMap(InteractorsMessage.init)?.interactors.first)
    #expect(interactor.name == "AddingReducer")
    #expect(interactor.runningEffects == 0)
    #expect(interactor.commands.map(\.command) == ["add(2)"])
    #expect(interactor.commands.first?.changes == ["− - 0", "+ - 2"])
    #expect(interactor.commands.first?.changedLines == 2)
    #expect(sentAfter == sentBefore)
  }

  @Test func aTravelShowsTheAppAsACommandLeftItAndNowAgain() async throws {
    let fixture = try await Fixture()
    let adder = fixture.inspector.record {
      Interactor(reducer: AddingReducer.self, initialViewModel: 0, scheduler: .immediate)
    }
    adder.send(.add(2))
    adder.send(.add(3))
    let id = try #require(fixture.inspector.interactors().first).id
    let (client, _) = try await fixture.connect()
    try await client.send(text: #"{"type": "travel", "interactor": \#(id), "to": 0}"#)
    let travelled = await client.texts.first { $0.contains(#""type":"travel""#) }
    let shownInThePast = adder.viewModel.value
    let marked = await client.texts.first {
      InteractorsMessage($0)?.interactors.first?.shown == 0
    }
    try await client.send(text: #"{"type": "travel", "interactor": \#(id), "to": null}"#)
    _ = await client.texts.first { $0.contains(#""to":null"#) }
    let shownNow = adder.viewModel.value
    try await client.send(text: #"{"type": "travel", "interactor": \#(id), "to": 99}"#)
    let refused = await client.texts.first { $0.contains(#""done":false"#) }
    let logged = await fixture.log.first { $0.contains("no travel to command 99") }
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime(adder) {}
    #expect(travelled?.contains(#""done":true"#) == true)
    #expect(shownInThePast == 2)
    #expect(marked != nil)
    #expect(shownNow == 5)
    #expect(refused != nil)
    #expect(logged != nil)
  }

  @Test func aPageGetsEachEventOfTheTimelineOnceAtTheCheckAfterIt() async throws {
    let fixture = try await Fixture()
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<Int, Never>.pipe()
      return (signal.named("taps"), emitter)
    }
    let (client, graph) = try await fixture.connect()
    let taps = try #require(graph.node("taps")).id
    emitter.emit(1)
    fixture.scheduler.advance(by: Fixture.period)
    let firstText = await client.texts.first { TimelineMessage($0) != nil }
    let first = try #require(firstText.flatMap(TimelineMessage.init))
    emitter.emit(2)
    emitter.emit(3)
    fixture.scheduler.advance(by: Fixture.period)
    let secondText = await client.texts.first {
      TimelineMessage($0)?.entries.first?.sequence == 1
    }
    let second = try #require(secondText.flatMap(TimelineMessage.init))
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime(signal) {}
    #expect(first.entries.map(\.sequence) == [0])
    #expect(first.entries.first?.node == taps)
    #expect(first.entries.first?.kind == "value")
    #expect(first.entries.first?.value == nil)
    #expect(first.missed == 0)
    #expect(second.entries.map(\.sequence) == [1, 2])
  }

  @Test func aReleasedNodeLeavesTheGraphThePageIsSent() async throws {
    let fixture = try await Fixture()
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<Int, Never>.pipe()
      return (signal.named("kept"), emitter)
    }
    var derived: Signal<Int, Never>? = fixture.inspector.record {
      signal.map { $0 * 2 }.named("popped")
    }
    let (client, graph) = try await fixture.connect()
    #expect(graph.node("popped") != nil)
    derived = nil
    fixture.scheduler.advance(by: Fixture.period)
    let after = try Graph(
      try #require(await client.texts.first { !$0.contains("popped") }))
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime((emitter, derived)) {}
    #expect(after.node("kept") != nil)
    #expect(after.node("popped") == nil)
  }

  @Test func valuesAreShownOnlyWhenTheInspectorShowsThem() async throws {
    let fixture = try await Fixture(showsValues: true)
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<String, Never>.pipe()
      return (signal.named("typed"), emitter)
    }
    emitter.emit("hello")
    let (client, graph) = try await fixture.connect()
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime(signal) {}
    #expect(graph.showsValues)
    #expect(graph.node("typed")?.value == "hello")
  }

  @Test func aLocateIsAnsweredWithWhereTheNodeWasMade() async throws {
    let fixture = try await Fixture()
    let (signal, emitter) = fixture.inspector.record {
      let (signal, emitter) = Signal<Int, Never>.pipe()
      return (signal.named("located"), emitter)
    }
    let (client, graph) = try await fixture.connect()
    let id = try #require(graph.node("located")?.id)
    try await client.send(text: #"{"type": "locate", "node": \#(id)}"#)
    // Reading the debug information takes a fraction of a second in a debug build and
    // twenty under AddressSanitizer: the bound only ends a failing run.
    let answer = await client.texts.first(within: 120) { $0.contains(#""type":"location""#) }
    try await client.send(text: #"{"type": "locate", "node": 999999999}"#)
    let unknown = await client.texts.first { $0.contains("999999999") }
    await client.close()
    await fixture.server.stop()
    withExtendedLifetime((signal, emitter)) {}

    let fields = try JSONSerialization.jsonObject(with: Data(try #require(answer).utf8))
    let object = try #require(fields as? [String: Any])
    #expect(object["node"] as? Int == id)
    // Where debug information is, the test file; where it is not, null: never another.
    if let location = object["location"] as? String {
      #expect(location.hasPrefix("InspectorServerTests.swift:"))
    }
    #expect(unknown?.contains(#""location":null"#) == true)
  }

  @Test(arguments: [
    "not json", "[1, 2]", #"{"node": 3}"#, #"{"type": "explode"}"#, #"{"type": "locate"}"#,
    #"{"type": "locate", "node": "3"}"#, #"{"type": "locate", "node": 2.5}"#,
    #"{"type": "travel", "interactor": 1}"#, #"{"type": "travel", "to": 1}"#,
    #"{"type": "travel", "interactor": 1, "to": "now"}"#,
    String(repeating: "x", count: 2000),
  ])
  func aMalformedMessageIsRefusedLoggedAndChangesNothing(message: String) async throws {
    let fixture = try await Fixture()
    let (client, _) = try await fixture.connect()
    try await client.send(text: message)
    let refused = await client.texts.first { $0.contains(#""type":"refused""#) }
    let logged = await fixture.log.first { $0.contains("refused a message") }
    // The page's socket still works.
    try await client.send(text: #"{"type": "locate", "node": 1}"#)
    let answered = await client.texts.first { $0.contains(#""type":"location""#) }
    await client.close()
    await fixture.server.stop()
    #expect(refused?.contains(#""reason""#) == true)
    #expect(logged != nil)
    #expect(answered != nil)
  }

  @Test func aBinaryMessageIsRefused() async throws {
    let fixture = try await Fixture()
    let (client, _) = try await fixture.connect()
    try await client.send(binary: Data([1, 2, 3]))
    let refused = await client.texts.first { $0.contains("binary message of 3 bytes") }
    await client.close()
    await fixture.server.stop()
    #expect(refused != nil)
  }

  @Test func stoppingTheServerClosesItsPages() async throws {
    let fixture = try await Fixture()
    let (client, _) = try await fixture.connect()
    await fixture.server.stop()
    let closed = await client.closed.first { $0 }
    #expect(closed == true)
  }
}

/// Adds each command's number to its view model.
private enum AddingReducer: Reducer {
  typealias ViewModel = Int
  enum Command: Sendable { case add(Int) }
  typealias Effect = Never

  static func reduce(state: State, command: Command) -> State {
    switch command {
    case .add(let number): State(viewModel: state.viewModel + number)
    }
  }
}
