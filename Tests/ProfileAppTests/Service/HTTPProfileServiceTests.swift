import Foundation
import ProfileApp
import ProfileServer
import Testing

/// The service against the embedded server over loopback: every endpoint, `404`s, `500`s
/// and latency.
@Suite struct HTTPProfileServiceTests {
  @Test func usersAreTheTenUsersOfTheDataset() async throws {
    let server = try await ProfileServer.start()
    let users = try await firstResult(of: service(server).users()).get()
    await server.stop()
    #expect(users.map(\.id) == Array(1...10))
    #expect(users[2].name == "Tomasz Wrona")
    #expect(users[2].address.geo == User.Geo(lat: "50.0499", lng: "19.9465"))
  }

  @Test func userByIDIsThatUser() async throws {
    let server = try await ProfileServer.start()
    let user = try await firstResult(of: service(server).user(id: 6)).get()
    await server.stop()
    #expect(user.id == 6)
    #expect(user.username == "maggieod")
    #expect(user.company.name == "Galway Bird Survey (volunteer)")
  }

  @Test func postsOfAUserAreHersOnly() async throws {
    let server = try await ProfileServer.start()
    let posts = try await firstResult(of: service(server).posts(userID: 4)).get()
    await server.stop()
    #expect((3...5).contains(posts.count))
    #expect(posts.allSatisfy { $0.userId == 4 })
    #expect(posts.first?.title == "A starter older than my apprentice")
  }

  @Test func commentsOfAPostAreOnThatPost() async throws {
    let server = try await ProfileServer.start()
    let comments = try await firstResult(of: service(server).comments(postID: 1)).get()
    await server.stop()
    #expect((2...4).contains(comments.count))
    #expect(comments.allSatisfy { $0.postId == 1 })
    #expect(comments.first?.name == "Four centimetres is a lot")
  }

  @Test func unknownUserFailsWithNotFound() async throws {
    let server = try await ProfileServer.start()
    let error = await firstResult(of: service(server).user(id: 99)).failure
    await server.stop()
    #expect(error == .httpStatus(code: 404, path: "/users/99"))
    #expect(error?.message == "The server answered 404 (not found): it has nothing at /users/99.")
  }

  @Test func unknownPostFailsWithNotFound() async throws {
    let server = try await ProfileServer.start()
    let error = await firstResult(of: service(server).comments(postID: 1000)).failure
    await server.stop()
    #expect(error == .httpStatus(code: 404, path: "/posts/1000/comments"))
  }

  @Test func failureRateOneFailsEveryRequestWithAServerError() async throws {
    let server = try await ProfileServer.start(failureRate: 1)
    let service = service(server)
    let users = await firstResult(of: service.users()).failure
    let posts = await firstResult(of: service.posts(userID: 1)).failure
    await server.stop()
    #expect(users == .httpStatus(code: 500, path: "/users"))
    #expect(posts == .httpStatus(code: 500, path: "/users/1/posts"))
    #expect(users?.message == "The server answered 500 (internal server error).")
  }

  @Test func answersStillArriveWithLatency() async throws {
    let server = try await ProfileServer.start(latency: .milliseconds(200))
    let user = try await firstResult(of: service(server).user(id: 2)).get()
    await server.stop()
    #expect(user.name == "Amara Okafor")
  }

  @Test func aBaseURLWithAPathPrefixesEveryRequest() async throws {
    let server = try await ProfileServer.start()
    let prefixed = HTTPProfileService(
      baseURL: server.baseURL.appendingPathComponent("api"), timeout: .seconds(10))
    let error = await firstResult(of: prefixed.users()).failure
    await server.stop()
    // The embedded server serves at its root, so the prefixed path is unknown to it.
    #expect(error == .httpStatus(code: 404, path: "/users"))
  }

  private func service(_ server: ProfileServer) -> HTTPProfileService {
    HTTPProfileService(baseURL: server.baseURL, timeout: .seconds(10))
  }
}
