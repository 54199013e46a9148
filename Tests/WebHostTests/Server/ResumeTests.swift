import FeedbackApp
import Flows
import Foundation
import Signals
import Testing
import WebHost

/// A page that comes back, as after a reload, resumes its session over a new WebSocket.
@Suite struct ResumeTests {
  private static func token(of client: WebSocketClient) -> String? {
    client.messages.messages.compactMap { message -> String? in
      guard case .hello(_, _, let token) = message else { return nil }
      return token
    }.last
  }

  private static func resume(_ token: String) -> String {
    #"{"version":1,"type":"resume","token":"\#(token)"}"#
  }

  @Test func aReloadedPageResumesItsSessionWhereItWas() async throws {
    let launch = try await ServerLaunch()
    let first = try await launch.connect()
    try await first.send(.activate(page: 1, element: "leave feedback"))
    _ = await first.messages.screen { $0.page?.number == 2 }
    let token = try #require(Self.token(of: first))
    await first.close()

    let second = try await WebSocketClient.connect(
      port: launch.server.port, path: "/socket?resume"
    ).get()
    try await second.send(text: Self.resume(token))
    let screen = await second.messages.screen { $0.page != nil }
    let resumed = await launch.logged("session 1 resumed")
    let sessions = launch.server.sessionCount
    await launch.server.stop()
    #expect(resumed != nil)
    #expect(screen?.page?.title == "How was the movie?")
    #expect(sessions == 1)
    guard case .hello(_, let session, let fresh) = second.messages.messages.first else {
      Issue.record("no hello first: \(second.messages.messages)")
      return
    }
    #expect(session == 1)
    #expect(fresh != nil && fresh != token)
  }

  @Test func aResumeWithAWrongTokenIsRefusedSaidAndLogged() async throws {
    let launch = try await ServerLaunch()
    let client = try await WebSocketClient.connect(
      port: launch.server.port, path: "/socket?resume"
    ).get()
    try await client.send(text: Self.resume("0123456789abcdef0123456789abcdef"))
    let ended = await client.messages.first { message in
      if case .ended = message { return true }
      return false
    }
    let logged = await launch.logged("refused a resume: no session to resume")
    let closed = await client.closed.first { $0 }
    await launch.server.stop()
    guard case .ended(let reason) = ended else {
      Issue.record("not ended: \(client.messages.messages)")
      return
    }
    #expect(reason.contains("unknown, expired or spent"))
    #expect(logged != nil)
    #expect(closed == true)
    #expect(launch.server.sessionCount == 0)
  }
}
