import FlyingSocks
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

  @Test(arguments: ["/", "/app.js", "/favicon.ico"])
  func aHEADCarriesTheLengthOfTheGETAndNoBody(path: String) async throws {
    let launch = try await ServerLaunch()
    let socket = try await ClientPool.connect(port: launch.server.port)
    let host = "Host: 127.0.0.1:\(launch.server.port)\r\n"
    // Both on one connection: whatever follows the HEAD's head is the GET's answer.
    try await socket.write(
      Data(
        ("HEAD \(path) HTTP/1.1\r\n\(host)\r\n"
          + "GET \(path) HTTP/1.1\r\n\(host)Connection: close\r\n\r\n").utf8))
    var received: [UInt8] = []
    while let byte = try? await socket.read() { received.append(byte) }
    try? socket.close()
    await launch.server.stop()

    let text = String(decoding: received, as: UTF8.self)
    let responses = text.components(separatedBy: "\r\n\r\n")
    try #require(responses.count == 3)
    func length(_ head: String) -> Int? {
      head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    }
    let (headOfHEAD, headOfGET, bodyOfGET) = (responses[0], responses[1], responses[2])
    #expect(headOfGET.hasPrefix("HTTP/1.1 "))
    #expect(headOfHEAD.split(separator: " ")[1] == headOfGET.split(separator: " ")[1])
    #expect(length(headOfGET) == bodyOfGET.utf8.count)
    #expect(length(headOfHEAD) == length(headOfGET))
    #expect((length(headOfHEAD) ?? 0) > 0)
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
