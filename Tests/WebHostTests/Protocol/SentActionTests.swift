import Testing

@testable import WebHost

/// A message of the page read with its sequence number, which survives an action that
/// does not.
@Suite struct SentActionTests {
  @Test func aNumberedActionIsReadWithItsNumber() throws {
    let sent = SentAction(
      decoding: #"{"version":1,"type":"edit","page":1,"element":"q","text":"snow","sequence":7}"#)
    #expect(sent.sequence == 7)
    #expect(try sent.action.get() == .edit(page: 1, element: "q", text: "snow"))
  }

  @Test func anActionWithoutANumberIsReadAsAnOlderPageSendsIt() throws {
    let sent = SentAction(decoding: #"{"version":1,"type":"back","page":2}"#)
    #expect(sent.sequence == nil)
    #expect(try sent.action.get() == .back(page: 2))
  }

  @Test func aNumberedMessageThatIsNoActionKeepsItsNumberAndSaysWhy() {
    let sent = SentAction(decoding: #"{"version":1,"type":"dance","page":1,"sequence":3}"#)
    #expect(sent.sequence == 3)
    let reason = #"a malformed message: "type": unknown action type "dance""#
    #expect(throws: WebProtocolError(reason)) { try sent.action.get() }
  }

  @Test(arguments: [
    "not JSON", #"{"version":1,"type":"back","page":2,"sequence":"3"}"#,
  ])
  func aMessageWithoutAReadableNumberHasNone(text: String) {
    #expect(SentAction(decoding: text).sequence == nil)
  }

  @Test func aMessageOverTheLimitIsRefusedUnreadNamingItsSize() {
    let text = #"{"sequence":1,"text":""# + String(repeating: "é", count: 40_000) + #""}"#
    let sent = SentAction(decoding: text)
    #expect(sent.sequence == nil)
    #expect(throws: WebProtocolError("a message of 80024 bytes is over the 65536-byte limit")) {
      try sent.action.get()
    }
  }
}
