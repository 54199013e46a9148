import Testing
import WebHost

/// The 64 KiB limit counts UTF-8 bytes, not characters nor UTF-16 units: each message here
/// holds far fewer characters than bytes, so a limit counted otherwise lets it pass.
@Suite struct WebProtocolTests {
  /// Text of one multi-byte scalar after another: 2, 3 and 4 bytes each in UTF-8.
  static let wideTexts = ["é", "☃", "𝄞"]

  /// An edit whose JSON is exactly `bytes` bytes of UTF-8, its text `scalar` repeated and
  /// then ASCII to make up the rest.
  static func edit(of bytes: Int, filledWith scalar: String) -> String {
    let prefix = #"{"version":1,"type":"edit","page":1,"element":"q","text":""#
    let suffix = #""}"#
    let room = bytes - prefix.utf8.count - suffix.utf8.count
    let wide = String(repeating: scalar, count: room / scalar.utf8.count)
    let padding = String(repeating: "a", count: room - wide.utf8.count)
    return prefix + wide + padding + suffix
  }

  @Test(arguments: wideTexts)
  func aMessageOfExactlyTheLimitInBytesIsAccepted(scalar: String) throws {
    let text = Self.edit(of: WebProtocol.maximumMessageSize, filledWith: scalar)
    #expect(text.utf8.count == 65_536)
    #expect(text.count < 40_000)

    guard case .edit(_, _, let typed) = try WebProtocol.decodeAction(text) else {
      Issue.record("not an edit")
      return
    }
    #expect(typed.hasPrefix(String(repeating: scalar, count: 100)))
    #expect(typed.utf8.count == 65_536 - 58 - 2)
  }

  @Test(arguments: wideTexts)
  func aMessageOneByteOverTheLimitIsRefusedNamingItsBytes(scalar: String) {
    let text = Self.edit(of: WebProtocol.maximumMessageSize + 1, filledWith: scalar)
    #expect(text.utf8.count == 65_537)
    #expect(text.count < 40_000)

    #expect {
      try WebProtocol.decodeAction(text)
    } throws: { error in
      (error as? WebProtocolError)?.description
        == "a message of 65537 bytes is over the 65536-byte limit"
    }
  }

  @Test func fortyThousandAccentedLettersAreOverTheLimit() {
    let text =
      #"{"version":1,"type":"edit","page":1,"element":"q","text":""#
      + String(repeating: "é", count: 40_000) + #""}"#
    #expect {
      try WebProtocol.decodeAction(text)
    } throws: { error in
      (error as? WebProtocolError)?.description.contains("a message of 80060 bytes") == true
    }
  }
}
