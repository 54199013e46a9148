import Foundation
import Testing

@testable import ProfileApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The error `URLSession` reports for each way a real socket fails, and the service error
/// it becomes: the mapping is checked against what the platform actually reports.
@Suite struct FailureMappingTests {
  @Test func aRefusedConnectionCannotConnect() async throws {
    let port = try RawServer.closedPort()
    let error = try await transportError(at: #require(URL(string: "http://127.0.0.1:\(port)")))
    #expect(error.code == .cannotConnectToHost)
    #expect(mapping(port: port).error(for: error) == .cannotConnect(address: "127.0.0.1:\(port)"))
  }

  @Test func aConnectionClosedBeforeAnyAnswerIsAClosedConnection() async throws {
    let server = try RawServer(.closesWithoutAnswer)
    let error = try await transportError(at: server.baseURL)
    server.stop()
    // Linux reports curl's "empty reply" as a bad server response; Apple platforms as a
    // lost connection.
    #expect([.badServerResponse, .networkConnectionLost].contains(error.code))
    #expect(mapping(port: server.port).error(for: error) == .connectionClosed(path: "/users"))
  }

  @Test func aConnectionClosedMidAnswerIsAClosedConnection() async throws {
    let server = try RawServer(.closesMidAnswer)
    let error = try await transportError(at: server.baseURL)
    server.stop()
    // Linux reports curl's "partial file" as an unknown error; Apple platforms as a lost
    // connection.
    #expect([.unknown, .networkConnectionLost].contains(error.code))
    #expect(mapping(port: server.port).error(for: error) == .connectionClosed(path: "/users"))
  }

  @Test func aSessionTimeoutIsATimeout() async throws {
    let server = try RawServer(.neverAnswers)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 1
    let error = try await transportError(
      at: server.baseURL, session: URLSession(configuration: configuration))
    server.stop()
    #expect(error.code == .timedOut)
    #expect(mapping(port: server.port).error(for: error) == .timedOut(after: .seconds(1)))
  }

  @Test func anUnknownHostIsUnreachable() {
    let error = URLError(.cannotFindHost)
    let mapping = FailureMapping(
      url: URL(string: "https://api.example.invalid/users")!, path: "/users",
      timeout: .seconds(1))
    #expect(mapping.error(for: error) == .unreachable(host: "api.example.invalid"))
  }

  @Test func anUnknownErrorOtherThanATruncatedAnswerIsAFailure() {
    let error = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "SSL engine broke"])
    #expect(mapping(port: 80).error(for: error) == .failed(reason: "SSL engine broke"))
  }

  @Test func anotherURLErrorIsAFailureWithItsDescription() {
    let error = URLError(.unsupportedURL)
    #expect(mapping(port: 80).error(for: error) == .failed(reason: error.localizedDescription))
  }

  private func mapping(port: UInt16) -> FailureMapping {
    FailureMapping(
      url: URL(string: "http://127.0.0.1:\(port)/users")!, path: "/users", timeout: .seconds(1))
  }

  /// The error of a GET of `/users` at `baseURL`, which the test expects to fail.
  private func transportError(
    at baseURL: URL, session: URLSession = .shared
  ) async throws -> URLError {
    let request = URLRequest(
      url: baseURL.appendingPathComponent("users"), cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: 10)
    do {
      _ = try await session.data(for: request)
      Issue.record("the request did not fail")
      return URLError(.unknown)
    } catch let error as URLError {
      return error
    }
  }
}
