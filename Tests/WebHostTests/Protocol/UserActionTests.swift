import Foundation
import Testing
import WebHost

@Suite struct UserActionTests {
  static let actions: [UserAction] = [
    .activate(page: 1, element: "leave feedback"),
    .toggle(page: 2, element: "shuffle", on: true),
    .choose(page: 1, element: "answers", index: 1),
    .selectRow(page: 3, element: "Arvo Pärt"),
    .edit(page: 1, element: "query", text: "snow \"man\" ☃"),
    .submit(page: 1, element: "query"),
    .retry(page: 4, element: "status"),
    .back(page: 2),
    .forward(page: 1),
    .alertAction(alert: 1, index: 0),
  ]

  @Test(arguments: actions)
  func everyActionSurvivesARoundTripThroughJSON(action: UserAction) throws {
    let json = try JSONEncoder().encode(action)
    #expect(try WebProtocol.decodeAction(String(decoding: json, as: UTF8.self)) == action)
  }

  @Test func anActionReadsAsTheDocumentationWritesIt() throws {
    let text = #"{"version": 1, "type": "choose", "page": 1, "element": "answers", "index": 1}"#
    #expect(try WebProtocol.decodeAction(text) == .choose(page: 1, element: "answers", index: 1))
  }

  @Test func anActionIsWrittenWithTheVersionAndItsType() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(UserAction.back(page: 2)), as: UTF8.self)
    #expect(json == #"{"page":2,"type":"back","version":1}"#)
  }

  @Test(arguments: [
    ("{", "a malformed message: not JSON"),
    ("[1, 2]", "a malformed message"),
    (#"{"version": 2, "type": "back", "page": 1}"#, "protocol version 2 is not 1"),
    (#"{"version": 1, "type": "dance", "page": 1}"#, "unknown action type \"dance\""),
    (#"{"version": 1, "type": "activate", "page": 1}"#, "no \"element\""),
    (#"{"version": 1, "type": "back", "page": "one"}"#, "\"page\" has the wrong type"),
    (#"{"type": "back", "page": 1}"#, "no \"version\""),
  ])
  func aMalformedMessageIsRefusedWithItsReason(text: String, reason: String) {
    #expect {
      try WebProtocol.decodeAction(text)
    } throws: { error in
      (error as? WebProtocolError)?.description.contains(reason) == true
    }
  }

  @Test func aMessageOverTheLimitIsRefusedUnread() {
    let text =
      #"{"version": 1, "type": "edit", "page": 1, "element": "query", "text": ""#
      + String(repeating: "a", count: WebProtocol.maximumMessageSize) + #""}"#
    #expect(throws: WebProtocolError.self) { try WebProtocol.decodeAction(text) }
    do {
      _ = try WebProtocol.decodeAction(text)
    } catch {
      #expect(error.description.contains("over the 65536-byte limit"))
    }
  }

  @Test func aTextJustUnderTheLimitIsAccepted() throws {
    let prefix = #"{"version":1,"type":"edit","page":1,"element":"q","text":""#
    let filler = WebProtocol.maximumMessageSize - prefix.utf8.count - 2
    let text = prefix + String(repeating: "a", count: filler) + #""}"#
    #expect(text.utf8.count == WebProtocol.maximumMessageSize)
    guard case .edit(_, _, let typed) = try WebProtocol.decodeAction(text) else {
      Issue.record("not an edit")
      return
    }
    #expect(typed.count == filler)
  }
}
