import Flows
import Testing

@Suite struct ModalTests {
  @Test func presentsTheScreenModallyOnOutput() throws {
    let host = RecordingHost()
    (NavigationFlow(root: step("A")) >>> step("Confirm", buttons: ["yes", "no"]).modal)
      .run("", on: host) { _ in }
    try host.tap("next")
    #expect(host.transcript.suffix(2) == [#"tap "next""#, #"present "Confirm""#])
    #expect(host.elements == [.text("/next"), .button("yes"), .button("no")])
  }

  @Test func dismissesItWhenItReportsAndPassesTheOutputOn() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    let flow =
      NavigationFlow(root: step("A")) >>> step("Confirm", buttons: ["yes"]).modal >>> step("C")
    flow.run("", on: host) { outputs.append($0) }
    try host.tap("next")
    try host.tap("yes")
    #expect(host.titles == ["A", "C"])
    #expect(
      host.transcript.suffix(4) == [
        #"present "Confirm""#, #"tap "yes""#, #"dismiss "Confirm""#, #"push "C""#,
      ])
    try host.tap("next")
    #expect(outputs.all == ["/next/yes/next"])
  }

  @Test func reportsNothingWhenTheUserDismissesIt() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    (NavigationFlow(root: step("A")) >>> step("Confirm").modal).run("", on: host) {
      outputs.append($0)
    }
    try host.tap("next")
    try host.goBack()
    #expect(host.transcript.suffix(2) == ["back", #"dismiss "Confirm""#])
    #expect(host.titles == ["A"])
    #expect(outputs.all.isEmpty)
  }

  @Test func reportsOnlyItsFirstOutput() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    let twice = Screen<String, String> { _, report in
      Page(
        title: "Twice",
        elements: [
          .button("go") {
            report("first")
            report("second")
          }
        ])
    }
    (NavigationFlow(root: step("A")) >>> twice.modal).run("", on: host) { outputs.append($0) }
    try host.tap("next")
    try host.tap("go")
    #expect(outputs.all == ["first"])
    #expect(host.titles == ["A"])
  }
}
