import Foundation
import Testing
import WebHost

@Suite struct WebServerTests {
  @Test(arguments: ["/", "/index.html", "/app.js", "/elements.js", "/history.js", "/app.css"])
  func servesThePageAndItsFiles(path: String) async throws {
    let launch = try await ServerLaunch()
    let status = try await httpStatus(of: path, port: launch.server.port)
    await launch.server.stop()
    #expect(status == 200)
  }

  @Test(arguments: [
    "/../Package.swift", "/Static/app.js", "/etc/passwd", "/socket/x", "/favicon.ico",
  ])
  func aPathOutsideThePagesFilesIsANotFoundThatIsLogged(path: String) async throws {
    let launch = try await ServerLaunch()
    let status = try await httpStatus(of: path, port: launch.server.port)
    let logged = await launch.logged("404 GET")
    let stillServes = try await httpStatus(of: "/", port: launch.server.port)
    await launch.server.stop()
    #expect(status == 404)
    #expect(logged != nil)
    #expect(stillServes == 200)
  }

  @Test func theURLNamesTheLoopbackAddressAndThePort() async throws {
    let launch = try await ServerLaunch()
    await launch.server.stop()
    #expect(launch.server.url.absoluteString == "http://127.0.0.1:\(launch.server.port)/")
    #expect(launch.server.port != 0)
  }

  @Test func onEveryAddressTheURLNamesTheLoopbackAddress() async throws {
    let server = try await WebServer.start(address: "0.0.0.0") { _ in () }
    await server.stop()
    #expect(server.url.absoluteString == "http://127.0.0.1:\(server.port)/")
  }

  @Test func aSecondServerOnABusyPortFailsToStartSayingWhy() async throws {
    let launch = try await ServerLaunch()
    await #expect(throws: (any Error).self) {
      _ = try await WebServer.start(port: launch.server.port) { _ in () }
    }
    await launch.server.stop()
  }

  @Test func aWebSocketFromAnotherOriginIsRefusedAndLogged() async throws {
    let launch = try await ServerLaunch()
    let refused = try await WebSocketClient.connect(
      port: launch.server.port, origin: "http://evil.example")
    let logged = await launch.logged("refused a WebSocket: origin http://evil.example")
    let sessions = launch.server.sessionCount
    let accepted = try await WebSocketClient.connect(port: launch.server.port)
    await launch.server.stop()
    #expect(throws: HTTPRefusal(status: 403)) { try refused.get() }
    #expect(logged != nil)
    #expect(sessions == 0)
    #expect((try? accepted.get()) != nil)
  }

  @Test func aWebSocketWithoutAnOriginIsRefused() async throws {
    let launch = try await ServerLaunch()
    let refused = try await WebSocketClient.connect(port: launch.server.port, origin: nil)
    let logged = await launch.logged("refused a WebSocket: no Origin header")
    await launch.server.stop()
    #expect(throws: HTTPRefusal(status: 403)) { try refused.get() }
    #expect(logged != nil)
  }

  @Test func stoppingTheServerEndsItsSessions() async throws {
    let launch = try await ServerLaunch()
    let client = try await launch.connect()
    #expect(launch.server.sessionCount == 1)
    await launch.server.stop()
    #expect(launch.server.sessionCount == 0)
    #expect(await client.closed.first { $0 } == true)
  }
}
