import Flows
import Signals
import Testing

@Suite struct PageTests {
  @Test func lifetimeEndsWhenTheLastCopyIsReleased() {
    var page: Page? = Page(title: "Home", elements: [])
    var copy = page
    let lifetime = page!.lifetime
    page = nil
    #expect(!lifetime.hasEnded)
    copy = nil
    #expect(lifetime.hasEnded)
    _ = copy
  }

  @Test func releasingAPageReleasesWhatItsActionsCapture() {
    weak var weakCanary: Canary?
    var page: Page?
    do {
      let canary = Canary()
      weakCanary = canary
      page = Page(title: "Home", elements: [.button("go") { withExtendedLifetime(canary) {} }])
    }
    #expect(weakCanary != nil)
    page = nil
    #expect(weakCanary == nil)
    _ = page
  }

  @Test func copiesAreTheSamePageAndOthersAreNot() {
    let page = Page(title: "Home", elements: [])
    let copy = page
    #expect(copy == page)
    #expect(Page(title: "Home", elements: []) != page)
  }

  @Test func elementIdentitiesDefaultToTheirLabels() {
    let elements: [Page.Element] = [
      .text("Welcome"),
      .text(Property(value: "changing")),
      .button("leave feedback") {},
      .toggle("shuffle", isOn: MutableProperty(false)),
      .choice("kind", options: ["a", "b"], selected: MutableProperty(0)),
      .row("Bach", detail: "3 albums") {},
      .textField("Search", text: MutableProperty("")),
      .status(.loading),
    ]
    #expect(
      elements.map(\.id) == [
        "Welcome", "text", "leave feedback", "shuffle", "kind", "Bach", "Search", "status",
      ])
  }

  @Test func givenIdentitiesWin() {
    #expect(Page.Element.button("OK", id: "confirm") {}.id == "confirm")
  }

  @Test func anAlertWithoutActionsOffersOK() {
    #expect(Alert(title: "Done").actions.map(\.label) == ["OK"])
  }
}
