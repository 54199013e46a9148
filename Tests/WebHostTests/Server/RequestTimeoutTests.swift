import FlyingSocks
import Foundation
import Testing

@testable import WebHost

/// A client that sends a request's head too slowly, or a resume never, loses its
/// connection after the time limit, on virtual time: no test here waits for a clock.
@Suite struct RequestTimeoutTests {
  /// A server whose time limits run on virtual time, and what it logged.
  private struct Fixture {
    let scheduler = WatchedScheduler()
    let log = Recorder<String>()
    let server: WebServer

    init() async throws {
      server = try await WebServer.start(
        sessionGrace: .seconds(30), requestTimeout: .seconds(10), scheduler: scheduler,
        log: log.record
      ) { _ in () }
    }

    /// Waits until the server has set its `count`th timer: one for each wait for a head,
    /// set again once the head begins, and one for a resume.
    func timerSet(_ count: Int) async {
      _ = await scheduler.scheduled.first { $0 == count }
    }
  }

  /// Records `true` once the server ends the connection: the next read finds the end of
  /// the stream; `false` if a byte comes instead.
  private static func ending(of socket: AsyncSocket) -> Recorder<Bool> {
    let ended = Recorder<Bool>()
    Task {
      do {
        _ = try await socket.read()
        ended.record(false)
      } catch {
        ended.record(true)
      }
    }
    return ended
  }

  /// The status line of the response the server sends on `socket`.
  private static func statusLine(_ socket: AsyncSocket) async throws -> String {
    var line: [UInt8] = []
    while line.last != 10 { line.append(try await socket.read()) }
    return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aRequestHeadNotWholeWithinTheLimitClosesTheConnectionAndIsLogged() async throws {
    let fixture = try await Fixture()
    let socket = try await ClientPool.connect(port: fixture.server.port)
    try await socket.write(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
    let ending = Self.ending(of: socket)
    // The head's timer, set again once the server has its first bytes.
    await fixture.timerSet(2)
    fixture.scheduler.advance(by: .seconds(10))
    let closed = await ending.first { _ in true }
    let logged = await fixture.log.first { $0.contains("closed a connection") }
    await fixture.server.stop()
    try? socket.close()
    #expect(closed == true)
    #expect(logged == "closed a connection: a request head did not come within 10 s")
  }

  @Test func aRequestHeadWholeWithinTheLimitIsAnswered() async throws {
    let fixture = try await Fixture()
    let socket = try await ClientPool.connect(port: fixture.server.port)
    try await socket.write(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
    await fixture.timerSet(1)
    fixture.scheduler.advance(by: .seconds(9))
    try await socket.write(Data("Connection: close\r\n\r\n".utf8))
    let status = try await Self.statusLine(socket)
    // The limit passes after the head came: it closes nothing.
    fixture.scheduler.advance(by: .seconds(60))
    try? socket.close()
    await fixture.server.stop()
    #expect(status == "HTTP/1.1 200 OK")
    #expect(!fixture.log.messages.contains { $0.contains("closed a connection") })
  }

  /// Reads the head of a response to a HEAD, which has no body, on `socket`.
  private static func responseHead(_ socket: AsyncSocket) async throws -> String {
    var head: [UInt8] = []
    while !head.suffix(4).elementsEqual([13, 10, 13, 10]) { head.append(try await socket.read()) }
    return String(decoding: head, as: UTF8.self)
  }

  /// A browser keeps idle connections open, a spare one unused or one kept alive after its
  /// requests: closing them when the limit passes is routine, not worth a line per browser.
  @Test(arguments: [0, 2])
  func aConnectionIdleBetweenRequestsIsClosedAfterTheLimitWithoutALogLine(requests: Int)
    async throws
  {
    let fixture = try await Fixture()
    let socket = try await ClientPool.connect(port: fixture.server.port)
    for _ in 0..<requests {
      try await socket.write(Data("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
      _ = try await Self.responseHead(socket)
    }
    let ending = Self.ending(of: socket)
    // The timer of the head the server waits for now, after two per request before.
    await fixture.timerSet(2 * requests + 1)
    fixture.scheduler.advance(by: .seconds(10))
    let logged = fixture.log.messages.filter { $0.contains("closed a connection") }
    let closed = await ending.first { _ in true }
    await fixture.server.stop()
    try? socket.close()
    #expect(closed == true)
    #expect(logged == [])
  }

  @Test func aSecondRequestHeadNotWholeWithinTheLimitIsLogged() async throws {
    let fixture = try await Fixture()
    let socket = try await ClientPool.connect(port: fixture.server.port)
    try await socket.write(Data("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    _ = try await Self.responseHead(socket)
    try await socket.write(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
    let ending = Self.ending(of: socket)
    // The first head's two timers, the second's, set again once it began.
    await fixture.timerSet(4)
    fixture.scheduler.advance(by: .seconds(10))
    let closed = await ending.first { _ in true }
    let logged = await fixture.log.first { $0.contains("closed a connection") }
    await fixture.server.stop()
    try? socket.close()
    #expect(closed == true)
    #expect(logged == "closed a connection: a request head did not come within 10 s")
  }

  @Test func aResumeThatNeverComesClosesTheWebSocketAndIsLogged() async throws {
    let fixture = try await Fixture()
    let client = try await WebSocketClient.connect(
      port: fixture.server.port, path: "/socket?resume"
    ).get()
    // The head's timer, set again once it began, then the resume's.
    await fixture.timerSet(3)
    fixture.scheduler.advance(by: .seconds(10))
    let closed = await client.closed.first { $0 }
    let logged = await fixture.log.first { $0.contains("closed a connection") }
    await fixture.server.stop()
    #expect(closed == true)
    #expect(logged == "closed a connection: a resume did not come within 10 s")
    #expect(fixture.server.sessionCount == 0)
  }

  @Test func aClientThatNeverAnswersTheServersCloseLosesTheConnectionAfterFiveSeconds()
    async throws
  {
    let fixture = try await Fixture()
    let client = try await WebSocketClient.connect(
      port: fixture.server.port, path: "/socket?resume"
    ).get()
    try await client.send(
      text: #"{"version":1,"type":"resume","token":"0123456789abcdef0123456789abcdef"}"#)
    // The refusal's close frame, which the client never answers. The server set its time
    // limit before it sent the frame.
    _ = await client.closeFrames.first { _ in true }
    let closing = "closed a connection: the answer to a close did not come within 5 s"
    fixture.scheduler.advance(by: .seconds(4))
    let early = fixture.log.messages.contains(closing)
    fixture.scheduler.advance(by: .seconds(1))
    let logged = fixture.log.messages.contains(closing)
    // Without the limit the socket would stay open: wait for its end only once logged.
    let ended = logged ? await client.socketEnded() : false
    await fixture.server.stop()
    #expect(!early)
    #expect(logged, "\(fixture.log.messages)")
    #expect(ended)
  }
}
