import Flows
import Signals
import Testing

@testable import TerminalHost

@Suite struct ElementSnapshotTests {
  @Test func controlsRowsAndRetriesTakeFocusAndTheRestDoesNot() {
    let focusable: [RecordingHost.RenderedElement] = [
      .button("b"), .toggle("t", isOn: true), .choice("c", options: ["a"], selected: 0),
      .row("r"), .textField("f", text: ""), .failed("x", canRetry: true),
    ]
    let inert: [RecordingHost.RenderedElement] = [
      .text("t"), .loading, .empty("e"), .failed("x", canRetry: false),
    ]
    #expect(focusable.allSatisfy { ElementSnapshot(showing: $0).isFocusable })
    #expect(!inert.contains { ElementSnapshot(showing: $0).isFocusable })
  }

  @Test func aSnapshotReadsTheElementsCurrentValuesAndExtras() {
    let field = ElementSnapshot(
      Page.Element.textField("Search", placeholder: "artist", text: Property(value: "Bj")) { _ in })
    #expect(field.shown == .textField("Search", text: "Bj"))
    #expect(field.placeholder == "artist")
    #expect(field.id == "Search")
    let heading = ElementSnapshot(Page.Element.text("Hi", style: .title))
    #expect(heading.textStyle == .title)
  }
}
