import Flows
import Signals
import Testing

/// Elements bound to mutable properties show and change them, through a host.
@Suite struct ElementBindingTests {
  @Test func aToggleBoundToAPropertyFlipsIt() throws {
    let shuffle = MutableProperty(false)
    let host = RecordingHost()
    host.push(Page(title: "Player", elements: [.toggle("shuffle", isOn: shuffle)]))
    try host.flip("shuffle")
    #expect(shuffle.value)
    #expect(host.elements == [.toggle("shuffle", isOn: true)])
  }

  @Test func aChoiceBoundToAPropertySelectsTheIndex() throws {
    let speed = MutableProperty(0)
    let host = RecordingHost()
    host.push(
      Page(title: "Player", elements: [.choice("speed", options: ["1x", "2x"], selected: speed)])
    )
    try host.choose("2x", in: "speed")
    #expect(speed.value == 1)
    #expect(host.elements == [.choice("speed", options: ["1x", "2x"], selected: 1)])
  }

  @Test func aTextFieldBoundToAPropertyReportsEveryKeystroke() throws {
    let query = MutableProperty("ba")
    let edits = Outputs<String>()
    query.signal.observeValues { edits.append($0) }
    let host = RecordingHost()
    host.push(Page(title: "Search", elements: [.textField("Search", text: query)]))
    try host.type("ch", into: "Search")
    #expect(edits.all == ["bac", "bach"])
    #expect(host.elements == [.textField("Search", text: "bach")])
  }

  @Test func submittingATextFieldReportsItsText() throws {
    let submitted = Outputs<String>()
    let host = RecordingHost()
    host.push(
      Page(
        title: "Search",
        elements: [.textField("Search", text: MutableProperty("bach")) { submitted.append($0) }]
      ))
    try host.submit("Search")
    #expect(submitted.all == ["bach"])
    #expect(host.transcript.last == #"submit "bach" in "Search""#)
  }

  @Test func aDynamicTextShowsTheCurrentValue() {
    let count = MutableProperty(1)
    let host = RecordingHost()
    host.push(Page(title: "Counter", elements: [.text(count.map { "\($0) taps" })]))
    count.value = 2
    #expect(host.elements == [.text("2 taps")])
  }

  @Test func aPageWhoseBodyChangesShowsTheNewBody() throws {
    let body = MutableProperty<[Page.Element]>([.status(.loading)])
    let retries = Counter()
    let host = RecordingHost()
    host.push(Page(title: "Profile", elements: Property(body)))
    #expect(host.elements == [.loading])
    body.value = [.status(.failed("offline", retry: { retries.increment() }))]
    #expect(host.elements == [.failed("offline", canRetry: true)])
    try host.retry()
    #expect(retries.value == 1)
    body.value = [.status(.empty("No posts yet."))]
    #expect(host.elements == [.empty("No posts yet.")])
  }
}
