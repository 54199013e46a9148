import FlyingSocks
import Foundation
import Testing

@testable import WebHost

@Suite struct ServerMessagesTests {
  @Test func aBusyPortIsNamedWithWhatToDo() {
    let error = SocketError.failed(type: "Bind", errno: EADDRINUSE, message: "Address in use")
    let message = ServerMessages.cannotStart(error, address: "127.0.0.1", port: 8080)
    #expect(
      message.hasPrefix("port 8080 is already in use on 127.0.0.1; choose another with --port"))
    #expect(!message.contains("errno"))
  }

  @Test func anAddressNotThisMachinesSaysWhichToUse() {
    let error = SocketError.failed(type: "Bind", errno: EADDRNOTAVAIL, message: "")
    let message = ServerMessages.cannotStart(error, address: "10.9.9.9", port: 0)
    #expect(message.hasPrefix("10.9.9.9 is not an address of this machine; leave --bind out"))
  }

  @Test func anotherSocketFailureGivesTheSystemsReasonAndThePlace() {
    let error = SocketError.failed(type: "Listen", errno: EMFILE, message: "")
    let message = ServerMessages.cannotStart(error, address: "::1", port: 9)
    #expect(message == "cannot serve on ::1 port 9: \(String(cString: strerror(EMFILE)))")
  }

  @Test(arguments: ["0.0.0.0", "::", "0:0:0:0:0:0:0:0"])
  func onEveryAddressTheLineSaysSoAndNamesAReachableURL(address: String) throws {
    let url = try #require(URL(string: "http://127.0.0.1:8080/"))
    let line = ServerMessages.listening(program: "feedback", url: url, address: address, port: 8080)
    #expect(line.contains("listening on every address of this machine (\(address)) on port 8080"))
    #expect(line.contains("open http://127.0.0.1:8080/ in a browser here"))
  }

  @Test(arguments: ["", "0", "::1", "0.0.0.1", "1::"])
  func anAddressThatIsNotTheUnspecifiedOneIsNotEveryAddress(address: String) {
    #expect(!ServerMessages.isEveryAddress(address))
  }

  @Test(arguments: ["0.0.0.0", "::", "0:0:0:0:0:0:0:0", "::0"])
  func theUnspecifiedAddressInAnySpellingIsEveryAddress(address: String) {
    #expect(ServerMessages.isEveryAddress(address))
  }

  @Test(arguments: ["127.0.0.1", "::1", "192.168.1.2"])
  func onOneAddressTheLineIsTheURLToOpen(address: String) throws {
    #expect(!ServerMessages.isEveryAddress(address))
    let url = try #require(URL(string: "http://127.0.0.1:8080/"))
    let line = ServerMessages.listening(program: "music", url: url, address: address, port: 8080)
    #expect(line == "music: open http://127.0.0.1:8080/ in a browser; Ctrl-C stops the server")
  }
}
