import ArgumentParser
import Testing
import WebHost

@Suite struct InspectOptionsTests {
  @Test func withoutInspectNothingIsServed() throws {
    let options = try InspectOptions.parse([])
    #expect(!options.inspect)
    #expect(options.start(program: "test") == nil)
  }

  @Test func inspectTakesValuesAndAPort() throws {
    let options = try InspectOptions.parse(["--inspect", "--inspect-values", "--inspect-port", "0"])
    #expect(options.inspect)
    #expect(options.inspectValues)
    #expect(options.inspectPort == 0)
  }

  @Test(arguments: [["--inspect-values"], ["--inspect-port", "8080"]])
  func itsOtherOptionsNeedInspect(arguments: [String]) {
    #expect {
      _ = try InspectOptions.parse(arguments)
    } throws: { error in
      InspectOptions.message(for: error).contains("only apply to --inspect")
    }
  }
}
