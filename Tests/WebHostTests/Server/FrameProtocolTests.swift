import Foundation
import Testing
import WebHost

/// The WebSocket protocol as the web host's own frame reader speaks it: control frames
/// answered, frames a browser must not send refused with the close code that says why.
@Suite struct FrameProtocolTests {
  @Test func aPingIsAnsweredWithAPongCarryingItsPayload() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    try await client.ping(Data("are you there".utf8))
    let pong = await client.pongs.first { _ in true }
    await launch.server.stop()
    #expect(pong == Data("are you there".utf8))
  }

  @Test func aCloseFromTheBrowserIsAnsweredWithItsCodeAndEndsTheSession() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    try await client.sendClose(code: 1001)
    let close = await client.closeFrames.first { _ in true }
    let ended = await launch.logged("session 1 lost its page")
    await launch.server.stop()
    #expect(close?.code == 1001)
    #expect(ended != nil)
  }

  @Test func anUnmaskedFrameClosesTheSocketAsAProtocolError() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    // FIN, text, no mask bit, 2 bytes: what only a server may send.
    try await client.send(raw: Data([0x81, 0x02, 0x7B, 0x7D]))
    let close = await client.closeFrames.first { _ in true }
    let logged = await launch.logged("closed a WebSocket (1002)")
    await launch.server.stop()
    #expect(close?.code == 1002)
    #expect(close?.reason == "an unmasked frame")
    #expect(logged != nil)
  }

  @Test func aContinuationWithNoMessageBegunClosesTheSocketAsAProtocolError() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    try await client.send(opcode: 0x0, announcing: 2, sending: Data("{}".utf8))
    let close = await client.closeFrames.first { _ in true }
    await launch.server.stop()
    #expect(close?.code == 1002)
    #expect(close?.reason == "a continuation frame with no message begun")
  }
}
