import Foundation
import Signals

/// `duration` in milliseconds, as the page's times are.
private func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// The messages between the inspector's page and its server, as JSON text over the
/// WebSocket at `/socket`.
///
/// The server sends the graph when the page connects and again whenever it changed, at
/// most every ``InspectorServer/refreshPeriod``, saying whether the app offers its command
/// log at `/commands.json` (see ``InspectorServer/offerCommandLog(_:)``):
///
/// ```json
/// {"type": "graph", "showsValues": false, "commandLog": true, "nodes": [
///   {"id": 3, "kind": "property", "label": "query", "name": "query",
///    "type": "Property<String>", "origin": "MutableProperty.init in SearchPage.init()",
///    "events": 4, "state": "live", "observers": 1, "inputs": [],
///    "group": {"id": 2, "kind": "page", "name": "Search", "parent": null}}]}
/// ```
///
/// With the graph, the server sends the timeline's events the page has not had yet (at
/// most ``maximumTimelineEntries``, the latest; times in milliseconds since the
/// inspector started; `value` only with `--inspect-values`), and each node's count of
/// events left out under a flood:
///
/// ```json
/// {"type": "timeline", "missed": 0, "notShown": {"3": 9900}, "entries": [
///   {"sequence": 41, "node": 3, "time": 1520.5, "kind": "value",
///    "thread": "thread 1", "value": null}]}
/// ```
///
/// And, when they changed, the interactors alive, each with its latest commands (a
/// command's description and its view-model diff only with `--inspect-values`; its case
/// and how many lines it changed otherwise):
///
/// ```json
/// {"type": "interactors", "interactors": [
///   {"id": 2, "name": "UsersReducer", "parent": 1, "runningEffects": 1, "dropped": 0,
///    "commands": [{"sequence": 0, "time": 12.5, "command": "load", "changes": [],
///                  "changedLines": 2, "effect": "load"}]}]}
/// ```
///
/// The page asks to show the app as an interactor was after one of its commands (`to`
/// null: as it is now), and the server answers whether it does:
///
/// ```json
/// {"type": "travel", "interactor": 2, "to": 0}
/// {"type": "travel", "interactor": 2, "to": 0, "done": true}
/// ```
///
/// The page asks where a node was made, and the server answers with its file and line,
/// or `null`:
///
/// ```json
/// {"type": "locate", "node": 3}
/// {"type": "location", "node": 3, "location": "SearchPage.swift:12"}
/// ```
///
/// Anything else the page sends is refused — answered with `{"type": "refused",
/// "reason": …}` and logged — and changes nothing.
enum InspectorProtocol {
  /// What the page asks.
  enum Request: Equatable {
    /// The file and line where the node with this id was made.
    case locate(node: Int)
    /// Show the app as the interactor with this id was after its command `to`, or as it
    /// is now for `nil`.
    case travel(interactor: Int, to: Int?)
  }

  /// The largest message the page may send, in bytes; its requests are a few dozen.
  static let maximumRequestSize = 1024

  /// Decodes a message the page sent.
  ///
  /// - Throws: A ``WebProtocolError`` saying what is wrong with it.
  static func decode(_ text: String) throws(WebProtocolError) -> Request {
    guard text.utf8.count <= maximumRequestSize else {
      throw WebProtocolError(
        "a message of \(text.utf8.count) bytes is over the inspector's "
          + "\(maximumRequestSize)-byte limit")
    }
    let data = Data(text.utf8)
    guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
      throw WebProtocolError("not a JSON object: the inspector's messages are JSON objects")
    }
    let decoder = JSONDecoder()
    guard let type = try? decoder.decode(Typed.self, from: data).type else {
      throw WebProtocolError(
        "no \"type\" string; the inspector understands \"locate\" and \"travel\"")
    }
    switch type {
    case "locate":
      guard let node = try? decoder.decode(Locate.self, from: data).node else {
        throw WebProtocolError("\"locate\" needs \"node\", a node's id: a whole number")
      }
      return .locate(node: node)
    case "travel":
      guard let travel = try? decoder.decode(Travel.self, from: data) else {
        throw WebProtocolError(
          "\"travel\" needs \"interactor\", an interactor's id, and \"to\", a command's "
            + "sequence number or null for now: whole numbers")
      }
      return .travel(interactor: travel.interactor, to: travel.to)
    default:
      throw WebProtocolError(
        "unknown type \"\(type.prefix(40))\"; the inspector understands \"locate\" and "
          + "\"travel\"")
    }
  }

  private struct Typed: Decodable {
    let type: String
  }

  private struct Locate: Decodable {
    let node: Int
  }

  private struct Travel: Decodable {
    let interactor: Int
    let to: Int?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      interactor = try container.decode(Int.self, forKey: .interactor)
      // Present, as a number or null: a missing "to" is a mistake, not "now".
      to = try container.decode(Int?.self, forKey: .to)
    }

    private enum CodingKeys: CodingKey {
      case interactor, to
    }
  }

  /// The graph as the page reads it.
  static func encode(
    _ graph: Inspector.Graph, showsValues: Bool, offersCommandLog: Bool = false
  ) -> String {
    let message = GraphMessage(
      showsValues: showsValues, commandLog: offersCommandLog,
      nodes: graph.nodes.map(NodeMessage.init))
    return encode(message)
  }

  /// The most timeline entries one message carries: the latest, the older ones counted
  /// as missed.
  static let maximumTimelineEntries = 1_000

  /// Timeline entries the page has not had yet, with each node's count of events not
  /// shown.
  static func encode(_ timeline: Inspector.Timeline) -> String {
    let kept = timeline.entries.suffix(maximumTimelineEntries)
    let message = TimelineMessage(
      entries: kept.map(EntryMessage.init),
      notShown: Dictionary(
        uniqueKeysWithValues: timeline.notShown.map { (String($0.key), $0.value) }),
      missed: timeline.missed + timeline.entries.count - kept.count)
    return encode(message)
  }

  /// The interactors alive, each with its latest commands and their changes.
  static func encode(_ interactors: [Inspector.InteractorHistory]) -> String {
    encode(InteractorsMessage(interactors: interactors.map(InteractorMessage.init)))
  }

  /// The answer to a ``Request/travel(interactor:to:)``: whether the app now shows it.
  static func encodeTravel(interactor: Int, to command: Int?, done: Bool) -> String {
    encode(TravelMessage(interactor: interactor, to: command, done: done))
  }

  /// The answer to a ``Request/locate(node:)``.
  static func encodeLocation(_ location: String?, of node: Int) -> String {
    encode(LocationMessage(node: node, location: location))
  }

  /// The answer to a message refused.
  static func encodeRefusal(_ error: WebProtocolError) -> String {
    encode(RefusedMessage(reason: error.description))
  }

  private static func encode(_ message: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Only strings, numbers and arrays of them: encoding cannot fail.
    return String(decoding: try! encoder.encode(message), as: UTF8.self)
  }

  private struct GraphMessage: Encodable {
    var type = "graph"
    let showsValues: Bool
    /// Whether the app offers its command log at `/commands.json`.
    let commandLog: Bool
    let nodes: [NodeMessage]
  }

  private struct NodeMessage: Encodable {
    let id: Int
    let kind: String
    let label: String
    let name: String?
    let type: String
    let origin: String?
    let events: Int
    let state: String
    let observers: Int
    let inputs: [Int]
    let value: String?
    let group: GroupMessage?

    init(_ node: Inspector.Node) {
      id = node.id
      kind = node.kind.description
      label = node.label
      name = node.name
      type = node.type
      origin = node.origin
      events = node.events
      state = node.state.rawValue
      observers = node.observers
      inputs = node.inputs
      value = node.value
      group = node.group.map(GroupMessage.init)
    }
  }

  private struct GroupMessage: Encodable {
    let id: Int
    let kind: String
    let name: String
    let parent: Int?

    init(_ group: Inspector.Group) {
      id = group.id
      kind = group.kind.description
      name = group.name
      parent = group.parent
    }
  }

  private struct TimelineMessage: Encodable {
    var type = "timeline"
    let entries: [EntryMessage]
    /// By node id, as a string: JSON's keys are strings.
    let notShown: [String: Int]
    let missed: Int
  }

  private struct EntryMessage: Encodable {
    let sequence: Int
    let node: Int
    /// Milliseconds since the inspector started.
    let time: Double
    let kind: String
    let thread: String
    let value: String?

    init(_ entry: Inspector.Timeline.Entry) {
      sequence = entry.sequence
      node = entry.node
      time = milliseconds(entry.time)
      kind = entry.kind.rawValue
      thread = entry.thread
      value = entry.value
    }
  }

  private struct InteractorsMessage: Encodable {
    var type = "interactors"
    let interactors: [InteractorMessage]
  }

  private struct InteractorMessage: Encodable {
    let id: Int
    let name: String
    let parent: Int?
    let runningEffects: Int
    let dropped: Int
    /// The command after which the app is shown, or `null` when it shows now.
    let shown: Int?
    let commands: [CommandMessage]

    init(_ history: Inspector.InteractorHistory) {
      id = history.group.id
      name = history.group.name
      parent = history.group.parent
      runningEffects = history.runningEffects
      dropped = history.dropped
      shown = history.shown
      commands = history.commands.map(CommandMessage.init)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      try container.encode(parent, forKey: .parent)
      try container.encode(runningEffects, forKey: .runningEffects)
      try container.encode(dropped, forKey: .dropped)
      try container.encode(shown, forKey: .shown)  // `null` when it shows now
      try container.encode(commands, forKey: .commands)
    }

    private enum CodingKeys: CodingKey {
      case id, name, parent, runningEffects, dropped, shown, commands
    }
  }

  private struct CommandMessage: Encodable {
    let sequence: Int
    /// Milliseconds since the inspector started.
    let time: Double
    let command: String
    let changes: [String]
    let changedLines: Int
    let effect: String?

    init(_ command: Inspector.InteractorHistory.Command) {
      sequence = command.sequence
      time = milliseconds(command.time)
      self.command = command.command
      changes = command.changes
      changedLines = command.changedLines
      effect = command.effect
    }
  }

  private struct TravelMessage: Encodable {
    var type = "travel"
    let interactor: Int
    let to: Int?
    let done: Bool

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(type, forKey: .type)
      try container.encode(interactor, forKey: .interactor)
      try container.encode(to, forKey: .to)  // `null` for now
      try container.encode(done, forKey: .done)
    }

    private enum CodingKeys: CodingKey {
      case type, interactor, to, done
    }
  }

  private struct LocationMessage: Encodable {
    var type = "location"
    let node: Int
    let location: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(type, forKey: .type)
      try container.encode(node, forKey: .node)
      // `null` rather than no key: the page tells "not known" from "not asked".
      try container.encode(location, forKey: .location)
    }

    private enum CodingKeys: CodingKey {
      case type, node, location
    }
  }

  private struct RefusedMessage: Encodable {
    var type = "refused"
    let reason: String
  }
}
