import Foundation
import ProfileServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The embedded server's routes, its address and its lifecycle, over loopback.
@Suite struct ProfileServerTests {
  @Test func listensOnLoopbackAtAPortTheSystemChose() async throws {
    let server = try await ProfileServer.start()
    let other = try await ProfileServer.start()
    await server.stop()
    await other.stop()
    #expect(server.port != 0)
    #expect(server.port != other.port)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
  }

  @Test func usersAreTenDistinctPeople() async throws {
    let server = try await ProfileServer.start()
    let (status, json) = try await get("users", on: server)
    await server.stop()
    let users = objects(json)
    #expect(status == 200)
    #expect(users.compactMap { $0["id"] as? Int } == Array(1...10))
    #expect(Set(users.compactMap { $0["name"] as? String }).count == 10)
  }

  @Test func aUserIsServedByID() async throws {
    let server = try await ProfileServer.start()
    let (status, json) = try await get("users/9", on: server)
    await server.stop()
    #expect(status == 200)
    #expect((json as? [String: Any])?["name"] as? String == "Henrik Lindqvist")
  }

  @Test func everyUserHasThreeToFivePostsWithTwoToFourCommentsEach() async throws {
    let server = try await ProfileServer.start()
    var postIDs: [Int] = []
    for userID in 1...10 {
      let posts = objects(try await get("users/\(userID)/posts", on: server).json)
      #expect((3...5).contains(posts.count), "user \(userID) has \(posts.count) posts")
      #expect(posts.allSatisfy { $0["userId"] as? Int == userID })
      postIDs += posts.compactMap { $0["id"] as? Int }
    }
    for postID in postIDs {
      let comments = objects(try await get("posts/\(postID)/comments", on: server).json)
      #expect((2...4).contains(comments.count), "post \(postID) has \(comments.count) comments")
      #expect(comments.allSatisfy { $0["postId"] as? Int == postID })
    }
    await server.stop()
    #expect(Set(postIDs).count == postIDs.count)
  }

  @Test(arguments: ["users/11", "users/abc", "users/11/posts", "posts/999/comments", "albums"])
  func anUnknownIDOrPathIsNotFoundWithAJSONError(path: String) async throws {
    let server = try await ProfileServer.start()
    let (status, json) = try await get(path, on: server)
    await server.stop()
    #expect(status == 404)
    #expect((json as? [String: String])?["error"]?.isEmpty == false)
  }

  @Test func aStoppedServerRefusesConnections() async throws {
    let server = try await ProfileServer.start()
    await server.stop()
    await #expect(throws: URLError.self) { try await get("users", on: server) }
  }

  @Test func startBlockingListensBeforeItReturns() async throws {
    // The blocking calls run on a thread of their own, as in a synchronous main.
    let status: Int = try await withCheckedThrowingContinuation { continuation in
      Thread {
        do {
          let server = try ProfileServer.startBlocking()
          let status = Self.statusBlocking(of: server.baseURL.appendingPathComponent("users"))
          server.stopBlocking()
          continuation.resume(returning: status)
        } catch {
          continuation.resume(throwing: error)
        }
      }.start()
    }
    #expect(status == 200)
  }

  @Test func answersWhileEveryThreadOfTheCooperativePoolIsBusy() async throws {
    // Tests computing on the pool's threads (two, on a two-core machine) held up a server
    // served there for longer than its callers waited; its own threads answer regardless.
    let server = try await ProfileServer.start()
    let url = server.baseURL.appendingPathComponent("users")
    let status = await Self.holdingTheCooperativePool { Self.statusBlocking(of: url, timeout: 5) }
    await server.stop()
    #expect(status == 200)
  }

  /// Runs `work` on a thread of its own while a task waits on each thread of Swift's
  /// cooperative pool, as tests computing there do, and lets them go once `work` returns.
  private static func holdingTheCooperativePool<Value: Sendable>(
    _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      Thread {
        let width = ProcessInfo.processInfo.activeProcessorCount
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<width {
          Task.detached { hold(signalling: holding, until: release) }
        }
        // Bounded: were the pool narrower than the processor count, the tasks past its
        // width would never start, and the server must answer all the same.
        for _ in 0..<width { _ = holding.wait(timeout: .now() + 5) }
        let value = work()
        for _ in 0..<width { release.signal() }
        continuation.resume(returning: value)
      }.start()
    }
  }

  private static func statusBlocking(of url: URL, timeout: TimeInterval = 10) -> Int {
    let status = StatusBox()
    let done = DispatchSemaphore(value: 0)
    let request = URLRequest(url: url, timeoutInterval: timeout)
    URLSession.shared.dataTask(with: request) { _, response, _ in
      status.value = (response as? HTTPURLResponse)?.statusCode ?? 0
      done.signal()
    }.resume()
    done.wait()
    return status.value
  }
}

/// Signals `holding`, then blocks the calling thread until `release` is signalled.
private func hold(signalling holding: DispatchSemaphore, until release: DispatchSemaphore) {
  holding.signal()
  release.wait()
}

/// Carries a status from URLSession's queue to the waiting thread, which reads it only
/// after the semaphore the writer signals.
private final class StatusBox: @unchecked Sendable {
  var value = 0
}
