import ArgumentParser
import Testing
import WebHost

@Suite struct WebOptionsTests {
  @Test func withoutWebTheAppRunsInTheTerminal() throws {
    let options = try WebOptions.parse([])
    #expect(!options.isEnabled)
  }

  @Test func webListensOnLoopbackAndAFreePortByDefault() throws {
    let options = try WebOptions.parse(["--web"])
    #expect(options.isEnabled)
    #expect(options.address == "127.0.0.1")
    #expect(options.port == nil)
  }

  @Test func portAndBindChooseWhereToListen() throws {
    let options = try WebOptions.parse(["--web", "--port", "8080", "--bind", "0.0.0.0"])
    #expect(options.port == 8080)
    #expect(options.address == "0.0.0.0")
    #expect(try WebOptions.parse(["--web", "--bind", "::1"]).address == "::1")
  }

  @Test func sessionGraceSetsHowLongASessionOutlivesItsSocket() throws {
    #expect(try WebOptions.parse(["--web"]).grace == .seconds(30))
    #expect(try WebOptions.parse(["--web", "--session-grace", "1"]).grace == .seconds(1))
  }

  @Test(arguments: [
    (["--session-grace", "5"], "--port, --bind and --session-grace only apply to --web."),
    (["--port", "8080"], "--port, --bind and --session-grace only apply to --web."),
    (["--bind", "0.0.0.0"], "--port, --bind and --session-grace only apply to --web."),
    (["--web", "--bind", "localhost"], "--bind localhost is not an IPv4 or IPv6 address"),
    (["--web", "--bind", "300.1.1.1"], "--bind 300.1.1.1 is not an IPv4 or IPv6 address"),
  ])
  func aWrongCommandLineSaysWhy(arguments: [String], message: String) {
    #expect {
      try WebOptions.parse(arguments)
    } throws: { error in
      WebOptions.message(for: error).contains(message)
    }
  }

  @Test func aKeyScriptIsTheTerminalsNotTheBrowsers() throws {
    let options = try WebOptions.parse(["--web"])
    #expect(throws: (any Error).self) { try options.refuse(scripted: true) }
    #expect(throws: Never.self) { try options.refuse(scripted: false) }
    #expect(throws: Never.self) { try WebOptions.parse([]).refuse(scripted: true) }
  }
}
