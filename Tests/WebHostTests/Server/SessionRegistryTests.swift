import Dispatch
import Flows
import Signals
import SignalsTesting
import Testing

@testable import WebHost

/// The sessions of a server, their grace period and their tokens, on virtual time.
@Suite struct SessionRegistryTests {
  /// A registry with a 30-second grace period on virtual time, and what it logged.
  private struct Fixture {
    let scheduler = TestScheduler()
    let log = Recorder<String>()
    let registry: SessionRegistry

    init() {
      registry = SessionRegistry(grace: .seconds(30), scheduler: scheduler, log: log.record)
    }

    /// Opens a session through `socket` from `origin`, with a page shown on it.
    func open(
      _ socket: Socket, origin: String = "http://127.0.0.1:8080"
    ) -> (session: WebSession, token: String, page: Lifetime) {
      let token = Locked.make("")
      let session = registry.open(origin: origin, connection: socket.connection) {
        number, issued, send in
        token.withLock { $0 = issued }
        return WebSession(number: number, token: issued, log: { _ in }, send: send)
      }
      let page = Page(title: "Kept", elements: [])
      session.push(page)
      return (session, token.withLock { $0 }, page.lifetime)
    }

    var logged: [String] { log.messages }
  }

  /// A socket the registry talks through: what it was sent and whether it was closed.
  private final class Socket: Sendable {
    let messages: MessageRecorder
    let connection: SessionConnection
    private let closed: Locked<Bool>
    var isClosed: Bool { closed.withLock { $0 } }

    init() {
      let messages = MessageRecorder()
      let closed = Locked.make(false)
      self.messages = messages
      self.closed = closed
      connection = SessionConnection(
        deliver: messages.record, finish: { closed.withLock { $0 = true } })
    }
    /// The token of the last hello received.
    var token: String? {
      messages.messages.compactMap { message -> String? in
        guard case .hello(_, _, let token) = message else { return nil }
        return token
      }.last
    }
  }

  @Test func aTokenIs128RandomBitsInHex() {
    let tokens = (0..<8).map { _ in SessionToken.make() }
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    #expect(Set(tokens).count == tokens.count)
  }

  @Test func aSessionWithoutItsSocketEndsWhenItsGracePeriodIsOverAndNotBefore() {
    let fixture = Fixture()
    let socket = Socket()
    let (session, _, page) = fixture.open(socket)
    let ended = Locked.make(false)
    _ = page.observeEnded { ended.withLock { $0 = true } }

    fixture.registry.detach(session, from: socket.connection)
    // The render the push asked for, done: rendering holds a copy of the stack, so a
    // render still running on the session's queue when the session ends keeps the page
    // alive until it returns. It did, once, in the ThreadSanitizer run of CI.
    session.queue.sync {}
    fixture.scheduler.advance(by: .seconds(29))
    #expect(fixture.registry.count == 1)
    #expect(!ended.withLock { $0 })

    fixture.scheduler.advance(by: .seconds(1))
    #expect(fixture.registry.count == 0)
    #expect(ended.withLock { $0 })
    #expect(fixture.logged.contains("session 1 ended: no page resumed it within 30 s"))
  }

  @Test func aResumeWithinTheGracePeriodKeepsTheSessionAndSpendsItsToken() async throws {
    let fixture = Fixture()
    let first = Socket()
    let (session, token, _) = fixture.open(first)
    fixture.registry.detach(session, from: first.connection)
    fixture.scheduler.advance(by: .seconds(20))

    let second = Socket()
    let resumed = try fixture.registry.resume(
      token: token, origin: "http://127.0.0.1:8080", connection: second.connection
    ).get()
    #expect(resumed === session)
    fixture.scheduler.advance(by: .seconds(60))
    #expect(fixture.registry.count == 1)
    await session.settle()
    let fresh = try #require(second.token)
    #expect(fresh != token)
    #expect(second.messages.screens.last?.page?.title == "Kept")

    // The token used is spent; the new one resumes.
    let third = Socket()
    let spent = fixture.registry.resume(
      token: token, origin: "http://127.0.0.1:8080", connection: third.connection)
    #expect((try? spent.get()) == nil)
    let again = fixture.registry.resume(
      token: fresh, origin: "http://127.0.0.1:8080", connection: third.connection)
    #expect((try? again.get()) === session)
  }

  @Test func aResumeAfterTheGracePeriodIsRefusedAndLogged() {
    let fixture = Fixture()
    let socket = Socket()
    let (session, token, _) = fixture.open(socket)
    fixture.registry.detach(session, from: socket.connection)
    fixture.scheduler.advance(by: .seconds(30))

    let late = fixture.registry.resume(
      token: token, origin: "http://127.0.0.1:8080", connection: Socket().connection)
    #expect(throws: WebProtocolError.self) { try late.get() }
    #expect(fixture.logged.contains { $0.hasPrefix("refused a resume: no session to resume") })
  }

  @Test(arguments: [
    ("0123456789abcdef0123456789abcdef", "http://127.0.0.1:8080"),
    ("the right token", "http://localhost:8080"),
  ])
  func aWrongTokenOrAnotherOriginIsRefused(token: String, origin: String) {
    let fixture = Fixture()
    let socket = Socket()
    let (session, issued, _) = fixture.open(socket)
    fixture.registry.detach(session, from: socket.connection)

    let attempt = fixture.registry.resume(
      token: token == "the right token" ? issued : token, origin: origin,
      connection: Socket().connection)
    #expect(throws: WebProtocolError.self) { try attempt.get() }
    #expect(fixture.logged.contains { $0.hasPrefix("refused a resume") })
  }

  @Test func aSecondResumeTakesTheSessionOverAndClosesTheFirstSocket() async throws {
    let fixture = Fixture()
    let first = Socket()
    let (session, token, page) = fixture.open(first)
    let second = Socket()
    _ = try fixture.registry.resume(
      token: token, origin: "http://127.0.0.1:8080", connection: second.connection
    ).get()
    #expect(first.isClosed)
    #expect(first.messages.messages.last == .ended(reason: "it went on in another tab"))

    // The first socket's end does not start a grace period: the second has the session.
    fixture.registry.detach(session, from: first.connection)
    fixture.scheduler.advance(by: .seconds(60))
    #expect(fixture.registry.count == 1)
    let ended = Locked.make(false)
    _ = page.observeEnded { ended.withLock { $0 = true } }
    #expect(!ended.withLock { $0 })
  }

  @Test func aGracePeriodThatAResumeInterruptedDoesNotEndTheSessionLater() throws {
    let fixture = Fixture()
    let first = Socket()
    let (session, token, _) = fixture.open(first)
    fixture.registry.detach(session, from: first.connection)
    fixture.scheduler.advance(by: .seconds(20))
    let second = Socket()
    _ = try fixture.registry.resume(
      token: token, origin: "http://127.0.0.1:8080", connection: second.connection
    ).get()
    fixture.registry.detach(session, from: second.connection)

    // Past the first grace period's end, within the second's.
    fixture.scheduler.advance(by: .seconds(15))
    #expect(fixture.registry.count == 1)
    fixture.scheduler.advance(by: .seconds(15))
    #expect(fixture.registry.count == 0)
  }
}
