import Foundation
import ProfileApp
import Testing

/// The service against servers that misbehave on raw sockets, and against a port nothing
/// listens on: each failure becomes the service error a user can read.
@Suite struct HTTPProfileServiceFailureTests {
  @Test func malformedJSONIsAnUnexpectedAnswer() async throws {
    let server = try RawServer(.answers(body: "{\"id\": 3, \"name\": "))
    let error = await firstResult(of: service(server.baseURL).user(id: 3)).failure
    server.stop()
    #expect(error == .unexpectedAnswer(path: "/users/3", reason: "it is not JSON"))
    #expect(
      error?.message == "The server's answer for /users/3 is not what the app expects: "
        + "it is not JSON.")
  }

  @Test func jsonOfAnotherShapeNamesWhereItDiffers() async throws {
    let user = #"{"id": 3, "name": "Tomasz", "username": "t", "email": "t@t.pl", "#
    let address = #""address": {"street": "", "suite": "", "city": "", "zipcode": "", "#
    let rest = #""geo": {"lng": "1"}}, "phone": "", "website": "", "company": {}}"#
    let server = try RawServer(.answers(body: "[" + user + address + rest + "]"))
    let error = await firstResult(of: service(server.baseURL).users()).failure
    server.stop()
    #expect(error == .unexpectedAnswer(path: "/users", reason: "[0].address.geo has no “lat”"))
  }

  @Test func anObjectWhereAListBelongsIsAnUnexpectedAnswer() async throws {
    let server = try RawServer(.answers(body: #"{"error": "maintenance"}"#))
    let error = await firstResult(of: service(server.baseURL).posts(userID: 1)).failure
    server.stop()
    #expect(error == .unexpectedAnswer(path: "/users/1/posts", reason: "the answer is not a list"))
  }

  @Test func aConnectionClosedWithoutAnAnswerIsAClosedConnection() async throws {
    let server = try RawServer(.closesWithoutAnswer)
    let error = await firstResult(of: service(server.baseURL).users()).failure
    server.stop()
    #expect(error == .connectionClosed(path: "/users"))
    #expect(error?.message == "The server closed the connection before answering /users.")
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let server = try RawServer(.neverAnswers)
    let service = HTTPProfileService(baseURL: server.baseURL, timeout: .seconds(1))
    let error = await firstResult(of: service.users()).failure
    var closures = server.clientClosures.makeAsyncIterator()
    let requestCancelled = await closures.next()
    server.stop()
    #expect(error == .timedOut(after: .seconds(1)))
    #expect(error?.message == "The server took longer than 1 s to answer.")
    #expect(requestCancelled == true)
  }

  @Test func aPortWithNothingListeningCannotConnect() async throws {
    let port = try RawServer.closedPort()
    let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
    let error = await firstResult(of: service(baseURL).users()).failure
    #expect(error == .cannotConnect(address: "127.0.0.1:\(port)"))
    #expect(error?.message == "No server answers at 127.0.0.1:\(port) — is it running?")
  }

  private func service(_ baseURL: URL) -> HTTPProfileService {
    HTTPProfileService(baseURL: baseURL, timeout: .seconds(10))
  }
}
