import Flows
import Testing

@testable import TerminalHost

@Suite struct PageViewTests {
  private let elements = [
    ElementSnapshot(id: "title", showing: .text("Albums")),
    ElementSnapshot(id: "a", showing: .row("A")),
    ElementSnapshot(id: "b", showing: .row("B")),
    ElementSnapshot(id: "note", showing: .text("note")),
    ElementSnapshot(id: "c", showing: .button("C")),
  ]

  @Test func focusStartsOnTheFirstFocusableElement() {
    #expect(PageView().focus(in: elements) == 1)
  }

  @Test func movingSkipsWhatCannotBeFocusedAndStopsAtTheEnds() {
    var view = PageView()
    let movedDown = view.moveFocus(by: 1, in: elements)
    #expect(movedDown)
    #expect(view.focus(in: elements) == 2)
    view.moveFocus(by: 1, in: elements)
    #expect(view.focus(in: elements) == 4)
    let movedPastTheEnd = view.moveFocus(by: 1, in: elements)
    #expect(!movedPastTheEnd)
    view.moveFocus(by: -10, in: elements)
    #expect(view.focus(in: elements) == 1)
  }

  @Test func movingWithWrapGoesRound() {
    var view = PageView()
    view.moveFocus(by: -1, in: elements, wraps: true)
    #expect(view.focus(in: elements) == 4)
    view.moveFocus(by: 1, in: elements, wraps: true)
    #expect(view.focus(in: elements) == 1)
  }

  @Test func focusFollowsItsElementWhenElementsMove() {
    var view = PageView()
    view.focus(on: 2, in: elements)
    let reordered = [elements[2], elements[0], elements[1]]
    #expect(view.focus(in: reordered) == 0)
  }

  @Test func whenTheFocusedElementGoesFocusMovesToTheNearestOne() {
    var view = PageView()
    view.focus(on: 4, in: elements)
    #expect(view.focus(in: Array(elements.prefix(4))) == 2)
    view.focus(on: 2, in: elements)
    #expect(view.focus(in: [elements[0], elements[3], elements[4]]) == 2)
  }

  @Test func aPageWithNothingFocusableHasNoFocus() {
    var view = PageView()
    #expect(view.focus(in: [elements[0]]) == nil)
    #expect(view.focus(in: []) == nil)
    let moved = view.moveFocus(by: 1, in: [elements[0]])
    #expect(!moved)
  }

  @Test func homeAndEndFocusTheFirstAndLast() {
    var view = PageView()
    view.focusEnd(last: true, in: elements)
    #expect(view.focus(in: elements) == 4)
    view.focusEnd(last: false, in: elements)
    #expect(view.focus(in: elements) == 1)
  }
}
