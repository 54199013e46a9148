import Flows
import Testing

@testable import TerminalHost

/// The keys' rule for reaching every line: the focus moves when the next focusable element
/// is in reach, otherwise the view scrolls through the text and the focus stays.
@Suite struct PageViewScrollingTests {
  /// A user's page at 40×10: five lines of details, a heading, then posts.
  private let elements =
    (1...5).map { ElementSnapshot(id: "detail \($0)", showing: .text("detail \($0)")) }
    + [ElementSnapshot(id: "heading", showing: .text("Posts"))]
    + (1...4).map { ElementSnapshot(id: "post \($0)", showing: .row("Post \($0)")) }

  /// The page as drawn with `viewHeight` lines in view, scrolled to `scroll`.
  private func drawn(scroll: Int = 0, viewHeight: Int = 5) -> PageView {
    let scene = Scenes.page(elements, focus: nil, scroll: scroll)
    var view = PageView()
    view.placement = SceneLayout.layout(scene).page
    view.placement.viewHeight = viewHeight
    view.placement.scroll = scroll
    view.scroll = scroll
    return view
  }

  @Test func theLinesOfThePageAreWhereTheLayoutPutThem() {
    // Details on lines 0, 2, 4, 6, 8; the heading on 10; posts on 12 to 15.
    #expect(drawn().placement.lines.map(\.lowerBound) == [0, 2, 4, 6, 8, 10, 12, 13, 14, 15])
  }

  @Test func downScrollsThroughTextUntilTheFirstPostIsInReachThenFocusesIt() {
    var view = drawn()
    #expect(view.focus(in: elements) == 6)
    for expected in 1...7 {
      view.move(by: 1, orScroll: 1, in: elements)
      #expect(view.scroll == expected)
      #expect(view.focus(in: elements) == 6)
    }
    // Post 1 starts on line 12, the line under the view: one line more brings it in,
    // and then the next Down moves the focus on.
    view.move(by: 1, orScroll: 1, in: elements)
    #expect(view.scroll == 8)
    #expect(view.focus(in: elements) == 6)
    view.move(by: 1, orScroll: 1, in: elements)
    #expect(view.focus(in: elements) == 7)
    #expect(view.scroll == 9)
  }

  @Test func upOnTheFirstFocusableElementScrollsUpThroughTheTextAboveIt() {
    var view = drawn(scroll: 9)
    view.move(by: 1, orScroll: 1, in: elements)
    #expect(view.focus(in: elements) == 7)
    view.move(by: -1, orScroll: 1, in: elements)
    #expect(view.focus(in: elements) == 6)
    for expected in (0...8).reversed() {
      view.move(by: -1, orScroll: 1, in: elements)
      #expect(view.scroll == expected)
      #expect(view.focus(in: elements) == 6)
    }
    view.move(by: -1, orScroll: 1, in: elements)
    #expect(view.scroll == 0)
  }

  @Test func aFocusScrolledOutOfViewIsScrolledBackToBeforeTheFocusMovesOn() {
    var view = drawn(scroll: 0)
    view.focus(on: 7, in: elements)
    view.move(by: 1, orScroll: 1, in: elements)
    #expect(view.scroll == 1)
    #expect(view.focus(in: elements) == 7)
  }

  @Test func pageDownScrollsAPageThroughTextAndPageUpComesBack() {
    var view = drawn()
    view.move(by: 4, orScroll: 4, in: elements)
    #expect(view.scroll == 4)
    view.move(by: 4, orScroll: 4, in: elements)
    #expect(view.scroll == 8)
    view.move(by: 4, orScroll: 4, in: elements)
    #expect(view.focus(in: elements) == 9)
    view.move(by: -4, orScroll: 4, in: elements)
    #expect(view.focus(in: elements) == 6)
    view.move(by: -4, orScroll: 4, in: elements)
    view.move(by: -4, orScroll: 4, in: elements)
    view.move(by: -4, orScroll: 4, in: elements)
    #expect(view.scroll == 0)
  }

  @Test func scrollingStopsAtTheEndsOfThePage() {
    var view = drawn(scroll: 0)
    view.scroll(by: -3)
    #expect(view.scroll == 0)
    view.scroll(by: 100)
    #expect(view.scroll == 16 - 5)
  }

  @Test func homeAndEndShowTheTopAndTheBottomOfThePage() {
    var view = drawn(scroll: 6)
    view.focusEnd(last: true, in: elements)
    #expect(view.scroll == 11)
    #expect(view.focus(in: elements) == 9)
    view.focusEnd(last: false, in: elements)
    #expect(view.scroll == 0)
    #expect(view.focus(in: elements) == 6)
    #expect(!view.shows(6))
  }
}
