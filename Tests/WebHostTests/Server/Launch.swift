import FeedbackApp
import Flows
import Signals
import WebHost

/// A server running the feedback app for a test, with what it logged.
struct ServerLaunch {
  let server: WebServer
  let log: Recorder<String>

  /// Starts a server whose sessions run the feedback app, or what `makeApp` makes, and
  /// outlive their socket by `sessionGrace`; it logs to `log`.
  init(
    sessionGrace: Duration = .seconds(30), log: Recorder<String> = Recorder<String>(),
    makeApp: @escaping @Sendable (WebSession) -> any Sendable = { session in
      let app = MovieFeedback(host: session)
      app.start()
      return app
    }
  ) async throws {
    self.log = log
    server = try await WebServer.start(
      sessionGrace: sessionGrace, log: log.record, makeApp: makeApp)
  }

  /// Connects a client, expecting the server to accept it and show its first page.
  func connect() async throws -> WebSocketClient {
    let client = try await WebSocketClient.connect(port: server.port).get()
    _ = await client.messages.screen { $0.page != nil }
    return client
  }

  /// The first line logged that contains `text`, waiting for it if need be.
  func logged(_ text: String) async -> String? {
    await log.first { $0.contains(text) }
  }
}
