import Flows
import Testing

@testable import TerminalHost

@Suite struct BodyLayoutTests {
  @Test func elementsAreSeparatedByABlankLineButRowsAndButtonsFormLists() {
    let result = SceneLayout.layout(
      Scenes.page([
        ElementSnapshot(showing: .text("Intro")), ElementSnapshot(showing: .row("A")),
        ElementSnapshot(showing: .row("B")),
        ElementSnapshot(showing: .button("one")), ElementSnapshot(showing: .button("two")),
      ]))
    #expect(
      Scenes.body(result).prefix(7) == [
        "   Intro", "", "   A", "   B", "", "   [ one ]", "   [ two ]",
      ])
  }

  @Test func aListLongerThanTheScreenSaysHowManyRowsAreBelow() {
    let result = SceneLayout.layout(Scenes.page(Scenes.rows(40), focus: 0))
    let body = Scenes.body(result)
    #expect(body.first == "")
    #expect(body[1] == " › Row 1")
    #expect(body.last == "   ↓ 22 more")
    #expect(result.page.scroll == 0)
  }

  @Test func focusFarDownTheListScrollsItIntoViewAtTheBottom() {
    let result = SceneLayout.layout(Scenes.page(Scenes.rows(40), focus: 29))
    let body = Scenes.body(result)
    #expect(body[1] == "   Row 13")
    #expect(body[18] == " › Row 30")
    #expect(body.first == "   ↑ 12 more")
    #expect(body.last == "   ↓ 10 more")
    #expect(result.page.scroll == 12)
  }

  @Test func scrollStaysPutWhileTheFocusIsInView() {
    let result = SceneLayout.layout(Scenes.page(Scenes.rows(40), focus: 15, scroll: 12))
    #expect(result.page.scroll == 12)
    #expect(Scenes.body(result)[4] == " › Row 16")
  }

  @Test func focusAboveTheViewScrollsUpToIt() {
    let result = SceneLayout.layout(Scenes.page(Scenes.rows(40), focus: 5, scroll: 20))
    #expect(result.page.scroll == 5)
    #expect(Scenes.body(result)[1] == " › Row 6")
  }

  @Test func theLastRowEndsTheScrollAtTheBottomOfTheList() {
    let result = SceneLayout.layout(Scenes.page(Scenes.rows(40), focus: 39, scroll: 99))
    let body = Scenes.body(result)
    #expect(body[18] == " › Row 40")
    #expect(body.last == "")
    #expect(result.page.scroll == 22)
  }

  @Test func theFirstFocusableElementScrollsBackToShowTheHeadingAboveIt() {
    let elements = [ElementSnapshot(showing: .text("Choose"))] + Scenes.rows(40)
    let result = SceneLayout.layout(Scenes.page(elements, focus: 1, scroll: 10))
    #expect(result.page.scroll == 0)
    #expect(Scenes.body(result)[1] == "   Choose")
  }

  @Test func aPageWithNothingToFocusScrollsByItsStoredOffsetWithinLimits() {
    let text = ElementSnapshot(
      showing: .text((1...30).map { "line \($0)" }.joined(separator: "\n")))
    let result = SceneLayout.layout(Scenes.page([text], scroll: 100))
    #expect(result.page.scroll == 30 - 18)
    #expect(Scenes.body(result)[1] == "   line 13")
    #expect(Scenes.body(result).last == "")
  }

  @Test func theViewIsTheLinesBetweenBreadcrumbAndStatusLineLessTheIndicators() {
    #expect(SceneLayout.layout(Scenes.page(Scenes.rows(3))).viewHeight == 20)
    #expect(SceneLayout.layout(Scenes.page(Scenes.rows(40))).viewHeight == 18)
  }
}
