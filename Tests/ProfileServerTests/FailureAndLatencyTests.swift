import Foundation
import ProfileServer
import Testing

/// The embedded server's simulated latency and failures.
@Suite struct FailureAndLatencyTests {
  @Test func failureRateOneAnswersEveryRequestWithAServerError() async throws {
    let server = try await ProfileServer.start(failureRate: 1)
    var statuses: [Int] = []
    for path in ["users", "users/1", "users/1/posts", "posts/1/comments", "users/99"] {
      statuses.append(try await get(path, on: server).status)
    }
    await server.stop()
    #expect(statuses == [500, 500, 500, 500, 500])
  }

  @Test func aServerErrorHasAJSONErrorBody() async throws {
    let server = try await ProfileServer.start(failureRate: 1)
    let (_, json) = try await get("users", on: server)
    await server.stop()
    #expect((json as? [String: String])?["error"]?.isEmpty == false)
  }

  @Test func failureRateZeroNeverFails() async throws {
    let server = try await ProfileServer.start(failureRate: 0)
    var statuses: Set<Int> = []
    for _ in 0..<10 { statuses.insert(try await get("users", on: server).status) }
    await server.stop()
    #expect(statuses == [200])
  }

  @Test func theSameSeedFailsTheSameRequests() async throws {
    let first = try await statuses(seed: 7)
    let again = try await statuses(seed: 7)
    #expect(first == again)
    // A rate of one half over twenty requests both fails and succeeds with this seed.
    #expect(Set(first) == [200, 500])
  }

  @Test(arguments: [-1, 2, Double.nan])
  func aRateOutsideZeroToOneIsClamped(rate: Double) async throws {
    let server = try await ProfileServer.start(failureRate: rate)
    let status = try await get("users", on: server).status
    await server.stop()
    #expect(status == (rate > 1 ? 500 : 200))
  }

  @Test func answersStillArriveWithLatency() async throws {
    let server = try await ProfileServer.start(latency: .milliseconds(150))
    let (status, json) = try await get("users/1", on: server)
    await server.stop()
    #expect(status == 200)
    #expect((json as? [String: Any])?["id"] as? Int == 1)
  }

  private func statuses(seed: UInt64) async throws -> [Int] {
    let server = try await ProfileServer.start(failureRate: 0.5, seed: seed)
    var statuses: [Int] = []
    for _ in 0..<20 { statuses.append(try await get("users", on: server).status) }
    await server.stop()
    return statuses
  }
}
