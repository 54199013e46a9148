import FeedbackApp
import Flows
import Foundation
import Signals
import Testing
import WebHost

/// Sessions over a real WebSocket on loopback.
@Suite struct SessionTests {
  @Test func aTabGetsHelloThenTheAppsFirstPage() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    await launch.server.stop()
    guard case .hello(let version, let session, let token) = client.messages.messages.first else {
      Issue.record("no hello first: \(client.messages.messages)")
      return
    }
    #expect(version == 1)
    #expect(session == 1)
    #expect(token?.count == 32)
    #expect(client.messages.screens.first?.page?.title == "Movie feedback")
  }

  @Test func theThankYouFlowRunsOverTheSocket() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    try await client.send(.activate(page: 1, element: "leave feedback"))
    let selection = await client.messages.screen { $0.page?.title == "How was the movie?" }
    try await client.send(.activate(page: 2, element: "good"))
    let thanked = await client.messages.screen { $0.alert?.title == "Thank you" }
    try await client.send(.alertAction(alert: 1, index: 0))
    let done = await client.messages.screen { screen in
      screen.alert == nil && screen.page?.elements.first?.text == "the movie was good"
    }
    await launch.server.stop()
    #expect(selection?.breadcrumb == ["Movie feedback", "How was the movie?"])
    #expect(thanked?.page?.title == "Movie feedback")
    #expect(done != nil)
  }

  @Test func eachBadInputIsRefusedLoggedAndChangesNothing() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    let before = client.messages.screens.last
    let inputs: [(send: @Sendable () async throws -> Void, reason: String)] = [
      ({ try await client.send(text: "{not json") }, "a malformed message: not JSON"),
      ({ try await client.send(binary: Data([1, 2, 3])) }, "a binary message of 3 bytes"),
      (
        { try await client.send(.activate(page: 1, element: "nothing")) },
        "no element \"nothing\" on page 1"
      ),
      ({ try await client.send(.activate(page: 9, element: "x")) }, "page 9 is no longer shown"),
    ]
    for (count, input) in inputs.enumerated() {
      try await input.send()
      let rejected = await client.messages.first { message in
        guard case .rejected(let reason) = message else { return false }
        return reason.contains(input.reason)
      }
      #expect(rejected != nil, "no refusal saying \(input.reason)")
      let logged = await launch.log.first { line in
        line.hasPrefix("session 1: refused") && line.contains(input.reason)
      }
      #expect(logged != nil, "nothing logged saying \(input.reason)")
      #expect(client.messages.rejections.count == count + 1)
    }
    #expect(client.messages.screens.last == before)

    try await client.send(.activate(page: 1, element: "leave feedback"))
    let goesOn = await client.messages.screen { $0.page?.number == 2 }
    await launch.server.stop()
    #expect(goesOn != nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func closingTheTabEndsTheSessionAfterItsGraceAndReleasesItsPagesAndApp() async throws {
    let shown = Locked<WeakBox<WebSession>>.make(WeakBox())
    let app = Locked<WeakBox<MovieFeedback>>.make(WeakBox())
    let releases = Locked<[Lifetime]>.make([])
    // No grace: the session ends as soon as its socket has closed.
    let launch = try await ServerLaunch(sessionGrace: .zero) { session in
      shown.withLock { $0.object = session }
      let feedback = MovieFeedback(host: session)
      feedback.start()
      app.withLock { $0.object = feedback }
      let watched = ReleaseWatched(feedback)
      releases.withLock { $0 = [watched.released, session.released] }
      return watched
    }
    let client = try await launch.connect()
    try await client.send(.activate(page: 1, element: "leave feedback"))
    _ = await client.messages.screen { $0.page?.number == 2 }
    // Only the lifetimes are kept: a page itself would keep its lifetime going.
    let ended = Recorder<Int>()
    let lifetimes = shown.withLock { $0.object?.stack.map(\.lifetime) ?? [] }
    for (index, lifetime) in lifetimes.enumerated() {
      _ = lifetime.observeEnded { ended.record(index) }
    }
    #expect(lifetimes.count == 2)
    #expect(app.withLock { $0.object } != nil)

    await client.close()
    let closed = await launch.logged("session 1 ended")
    let first = await ended.first { $0 == 0 }
    let second = await ended.first { $0 == 1 }
    let sessions = launch.server.sessionCount
    for release in releases.withLock({ $0 }) { await waitForEnd(of: release) }
    await launch.server.stop()
    #expect(closed != nil)
    #expect(first != nil && second != nil)
    #expect(app.withLock { $0.object } == nil)
    #expect(shown.withLock { $0.object } == nil)
    #expect(sessions == 0)
  }
}
