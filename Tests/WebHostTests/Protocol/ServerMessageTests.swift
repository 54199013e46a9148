import Flows
import Foundation
import Signals
import Testing
import WebHost

@Suite struct ServerMessageTests {
  @Test func helloIsWrittenAsTheDocumentationShowsIt() {
    #expect(
      WebProtocol.encode(.hello(version: 1, session: 7))
        == #"{"session":7,"type":"hello","version":1}"#)
  }

  @Test func aRefusalCarriesItsReason() {
    #expect(
      WebProtocol.encode(.rejected(reason: "no element \"x\""))
        == #"{"reason":"no element \"x\"","type":"rejected"}"#)
  }

  @Test func anAcknowledgementCarriesTheLastSequenceNumberAndReadsBack() throws {
    let json = WebProtocol.encode(.acknowledged(sequence: 12))
    #expect(json == #"{"sequence":12,"type":"acknowledged"}"#)
    let decoded = try JSONDecoder().decode(ServerMessage.self, from: Data(json.utf8))
    #expect(decoded == .acknowledged(sequence: 12))
  }

  @Test func aScreenSurvivesARoundTripThroughJSON() throws {
    var alert = AlertState(Alert(title: "Thank you"), number: 3)
    alert.message = "We are glad."
    let screen = ScreenState(
      breadcrumb: ["Artists", "Arvo Pärt"], canGoBack: true,
      page: PageState(
        number: 2, title: "Arvo Pärt", isModal: false, typingTarget: "query",
        elements: Self.elements.map(ElementState.init)),
      alert: alert)
    let json = WebProtocol.encode(.screen(screen))
    let decoded = try JSONDecoder().decode(ServerMessage.self, from: Data(json.utf8))
    #expect(decoded == .screen(screen))
  }

  @Test func anElementCarriesOnlyTheFieldsOfItsKind() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let button = ElementState(.button("leave feedback") {})
    #expect(
      String(decoding: try encoder.encode(button), as: UTF8.self)
        == #"{"id":"leave feedback","kind":"button","label":"leave feedback"}"#)
  }

  @Test func everyKindOfElementIsReadWithItsCurrentContent() {
    let states = Self.elements.map(ElementState.init)
    #expect(
      states.map(\.kind) == [
        .text, .button, .toggle, .choice, .row, .textField, .loading, .empty, .failed,
      ])
    #expect(states[0].text == "Title" && states[0].style == "title")
    #expect(states[2].isOn == true)
    #expect(states[3].options == ["a", "b"] && states[3].selected == 1)
    #expect(states[4].label == "Tabula Rasa" && states[4].detail == "1984")
    #expect(states[5].text == "snow" && states[5].placeholder == "name")
    #expect(states[7].text == "Nothing here.")
    #expect(states[8].text == "Offline." && states[8].canRetry == true)
  }

  static let elements: [Page.Element] = [
    .text("Title", style: .title),
    .button("go") {},
    .toggle("shuffle", isOn: Property(value: true)) { _ in },
    .choice("kind", options: ["a", "b"], selected: Property(value: 1)) { _ in },
    .row("Tabula Rasa", detail: "1984") {},
    .textField("query", placeholder: "name", text: Property(value: "snow")) { _ in },
    .status(.loading, id: "loading"),
    .status(.empty("Nothing here."), id: "empty"),
    .status(.failed("Offline.", retry: {}), id: "failed"),
  ]
}
