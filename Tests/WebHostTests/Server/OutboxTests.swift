import Flows
import Foundation
import Signals
import Testing

@testable import WebHost

/// A browser that stops reading cannot make the server keep what it sends: past the
/// outbox's limit the connection is shut, and a close frame the server sends starts the
/// wait for its answer even when it cannot be written.
@Suite struct OutboxTests {
  /// How large each screen of ``growing(_:log:)`` is, in bytes of its text.
  static let screenText = 64 * 1024

  /// An app of one page, whose button "grow" replaces the page's text with another
  /// ``screenText`` bytes: each press sends a screen that large. It logs "handled n" once
  /// the screen of press n is sent.
  static func growing(_ session: WebSession, log: @escaping @Sendable (String) -> Void)
    -> any Sendable
  {
    let text = MutableProperty("")
    let presses = Locked.make(0)
    session.push(
      Page(
        title: "Growing",
        elements: [
          .text(Property(text), id: "text"),
          .button("grow") { [weak session] in
            let count = presses.withLock { count in
              count += 1
              return count
            }
            let letter = Character(UnicodeScalar(UInt8(97 + count % 26)))
            text.value = String(repeating: letter, count: Self.screenText)
            // After the render the change asked for, which runs first on the UI thread.
            _ = session?.scheduler.schedule { log("handled \(count)") }
          },
        ]))
    return text
  }

  /// Presses "grow" `count` times, each once the screen of the last was sent, unless the
  /// server logs `stop` first; returns how many presses were handled.
  private static func press(
    _ count: Int, on client: WebSocketClient, log: Recorder<String>, stoppingAt stop: String
  ) async -> Int {
    for press in 1...count {
      guard !log.messages.contains(where: { $0.contains(stop) }) else { return press - 1 }
      // Once the server shut the connection, a send may fail.
      guard (try? await client.send(.activate(page: 1, element: "grow"))) != nil else {
        return press - 1
      }
      let next = await log.first(within: 120) { $0 == "handled \(press)" || $0.contains(stop) }
      guard next == "handled \(press)" else { return press - 1 }
    }
    return count
  }

  @Test func aBrowserThatReadsNothingLosesItsConnectionPastTheLimitAndItsSessionWaits()
    async throws
  {
    let log = Recorder<String>()
    let launch = try await ServerLaunch(log: log) { session in
      Self.growing(session, log: log.record)
    }
    let client = try await WebSocketClient.connect(port: launch.server.port, reads: false).get()
    // 1 MiB waiting, beyond what the system's buffers hold: 4 MiB at most here, and the
    // client's receive buffer, which grows only as it reads.
    let limit = "over the 1048576-byte limit"
    let handled = await Self.press(120, on: client, log: log, stoppingAt: limit)
    let closed = await launch.logged(limit)
    let lost = await launch.logged("session 1 lost its page")
    await launch.server.stop()
    #expect(handled < 120)
    #expect(closed?.hasPrefix("closed a WebSocket: ") == true, "\(launch.log.messages)")
    #expect(closed?.hasSuffix("the browser is not reading") == true)
    #expect(lost != nil)
  }

  @Test(.timeLimit(.minutes(2)))
  func aCloseFrameThatCannotBeWrittenStillEndsTheConnectionAfterFiveSeconds() async throws {
    let scheduler = WatchedScheduler()
    let log = Recorder<String>()
    let server = try await WebServer.start(
      sessionGrace: .seconds(30), requestTimeout: .seconds(10), scheduler: scheduler,
      outgoingLimit: 64 << 20, log: log.record
    ) { session in Self.growing(session, log: log.record) }
    let client = try await WebSocketClient.connect(port: server.port, reads: false).get()
    // 6.4 MiB of screens: more than the system's buffers take, under the outbox's limit.
    let handled = await Self.press(100, on: client, log: log, stoppingAt: "closed a")
    try await client.send(announcing: 50_000_000, sending: Data())
    let refused = await log.first(within: 120) { $0.contains("closed a WebSocket (1009)") }
    // The head's timer, set again once it began, then the close's, before the session's
    // grace period.
    _ = await scheduler.scheduled.first { $0 == 3 }
    let closing = "closed a connection: the answer to a close did not come within 5 s"
    scheduler.advance(by: .seconds(4))
    let early = log.messages.contains(closing)
    scheduler.advance(by: .seconds(1))
    let logged = log.messages.contains(closing)
    await server.stop()
    #expect(handled == 100)
    #expect(refused != nil)
    #expect(!early)
    #expect(logged, "\(log.messages)")
  }
}
