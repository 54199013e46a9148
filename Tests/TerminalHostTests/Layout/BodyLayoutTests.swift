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
    #expect(result.grid.lines[2] == "")
    #expect(body.first == " › Row 1")
    #expect(body.last == "   ↓ 21 more")
    #expect(result.page.scroll == 0)
  }

  // Regression (issue 26): the top line was kept for "↑ N more" once the body overflowed,
  // so the search field moved down a line when its results first filled the screen.
  @Test func theFirstLineStaysPutWhenTheBodyStartsToOverflow() {
    let field = ElementSnapshot(showing: .textField("Search", text: "snow"))
    let few = SceneLayout.layout(Scenes.page([field] + Scenes.rows(3), focus: 0))
    let many = SceneLayout.layout(Scenes.page([field] + Scenes.rows(40), focus: 0))
    #expect(few.grid.lines[3].hasPrefix(" › Search: [snow"))
    #expect(many.grid.lines[3].hasPrefix(" › Search: [snow"))
    let scrolled = SceneLayout.layout(
      Scenes.page([field] + Scenes.rows(40), focus: 20, revealsFocus: true))
    #expect(scrolled.grid.lines[2].hasPrefix("   ↑ "))
  }

  @Test func focusFarDownTheListScrollsItIntoViewAtTheBottomWhenItHasJustMoved() {
    let result = SceneLayout.layout(
      Scenes.page(Scenes.rows(40), focus: 29, revealsFocus: true))
    let body = Scenes.body(result)
    #expect(result.grid.lines[2] == "   ↑ 11 more")
    #expect(body[0] == "   Row 12")
    #expect(body[18] == " › Row 30")
    #expect(body.last == "   ↓ 10 more")
    #expect(result.page.scroll == 11)
  }

  @Test func scrollStaysPutWhileTheFocusIsInView() {
    let result = SceneLayout.layout(
      Scenes.page(Scenes.rows(40), focus: 15, scroll: 12, revealsFocus: true))
    #expect(result.page.scroll == 12)
    #expect(Scenes.body(result)[3] == " › Row 16")
  }

  @Test func focusAboveTheViewScrollsUpToIt() {
    let result = SceneLayout.layout(
      Scenes.page(Scenes.rows(40), focus: 5, scroll: 20, revealsFocus: true))
    #expect(result.page.scroll == 5)
    #expect(Scenes.body(result)[0] == " › Row 6")
  }

  @Test func theLastRowEndsTheScrollAtTheBottomOfTheList() {
    let result = SceneLayout.layout(
      Scenes.page(Scenes.rows(40), focus: 39, scroll: 99, revealsFocus: true))
    let body = Scenes.body(result)
    #expect(body[18] == " › Row 40")
    #expect(body.last == "")
    #expect(result.page.scroll == 21)
  }

  @Test func aFocusThatHasNotMovedLeavesTheScrollWhereTheUserPutIt() {
    let elements = [ElementSnapshot(showing: .text("Choose"))] + Scenes.rows(40)
    let above = SceneLayout.layout(Scenes.page(elements, focus: 1, scroll: 10))
    #expect(above.page.scroll == 10)
    let below = SceneLayout.layout(Scenes.page(elements, focus: 40, scroll: 0))
    #expect(below.page.scroll == 0)
    #expect(Scenes.body(below)[0] == "   Choose")
  }

  // Regression (issue 26): at 80×24 a post whose one button is below its text opened
  // scrolled down to the button, and the post's first lines could not be reached.
  @Test func aPostTallerThanTheScreenOpensAtItsTopWithItsButtonOutOfView() {
    let comments = (1...8).map { number in
      ElementSnapshot(showing: .text("Comment \(number), which says something"))
    }
    let elements =
      [
        ElementSnapshot(showing: .text("The post's first line.\nIts second line.")),
        ElementSnapshot(showing: .text("Comments"), textStyle: .title),
      ] + comments + [ElementSnapshot(showing: .button("Refresh"))]
    let result = SceneLayout.layout(Scenes.page(elements, focus: elements.count - 1))
    #expect(result.page.scroll == 0)
    #expect(result.grid.lines[2] == "")
    #expect(Scenes.body(result)[0] == "   The post's first line.")
    #expect(!result.grid.text.contains("Refresh"))
    #expect(!result.page.shows(elements.count - 1))
  }

  @Test func aPageWithNothingToFocusScrollsByItsStoredOffsetWithinLimits() {
    let text = ElementSnapshot(
      showing: .text((1...30).map { "line \($0)" }.joined(separator: "\n")))
    let result = SceneLayout.layout(Scenes.page([text], scroll: 100))
    #expect(result.page.scroll == 30 - 19)
    #expect(Scenes.body(result)[0] == "   line 12")
    #expect(Scenes.body(result).last == "")
  }

  // Regression (issue 26): a post's text scrolled a line showed no "↑" at all, as only
  // elements wholly out of view were counted; an element cut short is one more too.
  @Test func anElementPartlyOutOfViewCountsAsMoreAboveAndBelow() {
    let text = ElementSnapshot(
      showing: .text((1...30).map { "line \($0)" }.joined(separator: "\n")))
    let result = SceneLayout.layout(Scenes.page([text], scroll: 5))
    #expect(result.grid.lines[2] == "   ↑ 1 more")
    #expect(Scenes.body(result)[0] == "   line 6")
    #expect(Scenes.body(result).last == "   ↓ 1 more")
  }

  @Test func theViewIsTheLinesBetweenBreadcrumbAndStatusLineLessTheBottomIndicator() {
    #expect(SceneLayout.layout(Scenes.page(Scenes.rows(3))).viewHeight == 20)
    #expect(SceneLayout.layout(Scenes.page(Scenes.rows(40))).viewHeight == 19)
  }

  @Test func thePlacementSaysWhichLinesEachElementTakes() {
    let elements = [ElementSnapshot(showing: .text("a\nb"))] + Scenes.rows(2)
    let placement = SceneLayout.layout(Scenes.page(elements)).page
    #expect(placement.lines == [0..<2, 3..<4, 4..<5])
    #expect(placement.height == 5)
  }

  @Test func theScreenRowOfAClickNamesTheElementAndItsLine() {
    let result = SceneLayout.layout(
      Scenes.page([
        ElementSnapshot(showing: .text("Intro")), ElementSnapshot(showing: .row("A")),
        ElementSnapshot(showing: .row("B")),
      ]))
    let placement = result.page
    #expect(placement.top == 3)
    #expect(placement.element(atRow: 3, column: 4)?.index == 0)
    #expect(placement.element(atRow: 4, column: 4) == nil)  // The blank line.
    let hit = placement.element(atRow: 6, column: 4)
    #expect(hit.map { [$0.index, $0.line, $0.column] } == [2, 0, 1])
    #expect(placement.element(atRow: 2, column: 4) == nil)  // Above the body.
    #expect(placement.element(atRow: 3, column: 0) == nil)  // Left of it.
    #expect(placement.element(atRow: 3, column: 79) == nil)  // Right of it.
  }
}
