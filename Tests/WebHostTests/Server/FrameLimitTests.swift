import Foundation
import Testing
import WebHost

/// The 64 KiB message limit held as frames are read: a message over it closes the socket
/// with 1009 (Message Too Big) as soon as a frame's header announces it, unread.
@Suite struct FrameLimitTests {
  /// The page's first action, padded with spaces after its JSON to `size` bytes of UTF-8.
  private static func leaveFeedback(paddedTo size: Int) throws -> String {
    let action = String(
      decoding: try JSONEncoder().encode(UserAction.activate(page: 1, element: "leave feedback")),
      as: UTF8.self)
    return action + String(repeating: " ", count: size - action.utf8.count)
  }

  @Test func aFrameAnnouncingFiftyMegabytesIsRefusedFromItsHeader() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    // Only the header and 1 KiB: the close can only come if the server did not wait for
    // the other 49.999 MB.
    try await client.send(announcing: 50_000_000, sending: Data(repeating: 0x20, count: 1024))
    let close = await client.closeFrames.first { _ in true }
    let logged = await launch.logged("closed a WebSocket (1009)")
    let ended = await launch.logged("session 1 lost its page")
    await launch.server.stop()
    #expect(close?.code == 1009)
    #expect(close?.reason == "a message of 50000000 bytes is over the 65536-byte limit")
    #expect(logged?.contains("50000000 bytes") == true)
    #expect(ended != nil)
  }

  @Test func continuationFramesAddingUpPastTheLimitAreRefused() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    try await client.send(
      opcode: 0x1, fin: false, announcing: 40_000, sending: Data(repeating: 0x20, count: 40_000))
    try await client.send(
      opcode: 0x0, fin: false, announcing: 30_000, sending: Data(repeating: 0x20, count: 10))
    let close = await client.closeFrames.first { _ in true }
    await launch.server.stop()
    #expect(close?.code == 1009)
    #expect(close?.reason == "a message of at least 70000 bytes is over the 65536-byte limit")
    #expect(client.messages.rejections.isEmpty)
  }

  @Test func aMessageOfExactlyTheLimitInFragmentsIsActedOn() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    let text = try Self.leaveFeedback(paddedTo: WebProtocol.maximumMessageSize)
    try await client.send(text: text, inFragmentsOf: [30_000, 30_000, 5_536])
    let next = await client.messages.screen { $0.page?.number == 2 }
    await launch.server.stop()
    #expect(next?.page?.title == "How was the movie?")
    #expect(client.messages.rejections.isEmpty)
  }

  @Test func oneByteOverTheLimitInFragmentsClosesTheSocket() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    let text = try Self.leaveFeedback(paddedTo: WebProtocol.maximumMessageSize + 1)
    try await client.send(text: text, inFragmentsOf: [30_000, 30_000, 5_537])
    let close = await client.closeFrames.first { _ in true }
    await launch.server.stop()
    #expect(close?.code == 1009)
    #expect(close?.reason == "a message of 65537 bytes is over the 65536-byte limit")
    #expect(!client.messages.screens.contains { $0.page?.number == 2 })
  }
}
