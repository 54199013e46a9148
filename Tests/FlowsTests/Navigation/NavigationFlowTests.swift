import Flows
import Signals
import Testing

@Suite struct NavigationFlowTests {
  @Test func runPushesTheRootScreenWithTheInput() {
    let host = RecordingHost()
    NavigationFlow(root: step("A")).run("start", on: host) { _ in }
    #expect(host.transcript == [#"push "A""#])
    #expect(host.elements == [.text("start"), .button("next")])
  }

  @Test func runCompletesWithTheRootsOutputWhenItIsAlone() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    NavigationFlow(root: step("A")).run("start", on: host) { outputs.append($0) }
    try host.tap("next")
    #expect(outputs.all == ["start/next"])
  }

  @Test func chainsThreeScreensLeftToRight() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    let flow = NavigationFlow(root: step("A")) >>> step("B") >>> step("C")
    flow.run("start", on: host) { outputs.append($0) }
    try host.tap("next")
    #expect(host.elements == [.text("start/next"), .button("next")])
    try host.tap("next")
    #expect(host.titles == ["A", "B", "C"])
    #expect(host.elements == [.text("start/next/next"), .button("next")])
    try host.tap("next")
    #expect(outputs.all == ["start/next/next/next"])
    #expect(
      host.transcript == [
        #"push "A""#, #"tap "next""#, #"push "B""#, #"tap "next""#, #"push "C""#,
        #"tap "next""#,
      ])
  }

  @Test func mapTransformsTheOutputBeforeTheNextScreen() throws {
    let host = RecordingHost()
    let outputs = Outputs<Int>()
    let flow = NavigationFlow(root: step("A")).map { $0.uppercased() } >>> step("B")
    flow.map(\.count).run("go", on: host) { outputs.append($0) }
    try host.tap("next")
    #expect(host.elements.first == .text("GO/NEXT"))
    try host.tap("next")
    #expect(outputs.all == ["GO/NEXT/next".count])
  }

  @Test func goingBackAndChoosingAgainPushesTheNextScreenAnew() throws {
    let host = RecordingHost()
    let outputs = Outputs<String>()
    let flow = NavigationFlow(root: step("A", buttons: ["left", "right"])) >>> step("B")
    flow.run("", on: host) { outputs.append($0) }
    try host.tap("left")
    try host.tap("next")
    try host.goBack()
    try host.tap("right")
    #expect(host.titles == ["A", "B"])
    #expect(host.elements.first == .text("/right"))
    try host.tap("next")
    #expect(outputs.all == ["/left/next", "/right/next"])
  }

  @Test func goingBackReleasesThePageAndEndsItsBindings() throws {
    let (source, emitter) = Signal<Int, Never>.pipe()
    let updates = Counter()
    let host = RecordingHost()
    let watch = CanaryWatch()
    let flow = NavigationFlow(root: step("A")) >>> bound(to: source, updates: updates, watch: watch)
    flow.run("", on: host) { _ in }
    try host.tap("next")
    emitter.emit(1)
    #expect(updates.value == 1)
    #expect(watch.isAlive)
    try host.goBack()
    #expect(host.transcript.suffix(2) == ["back", #"pop "Bound""#])
    #expect(!watch.isAlive)
    emitter.emit(2)
    #expect(updates.value == 1)
  }

  @Test func theFlowDoesNotKeepItsHostAlive() throws {
    weak var weakHost: RecordingHost?
    do {
      let host = RecordingHost()
      weakHost = host
      (NavigationFlow(root: step("A")) >>> step("B")).run("", on: host) { _ in }
      try host.tap("next")
    }
    #expect(weakHost == nil)
  }
}
