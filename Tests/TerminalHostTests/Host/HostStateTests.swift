import Flows
import Testing

@testable import TerminalHost

@Suite struct HostStateTests {
  @Test func aViewIsKeptForAPageStillShown() {
    var state = HostState()
    let page = Page(title: "Users", elements: [])
    state.add(page, isModal: false)
    let view = PageView(focusID: "ada", focusIndex: 2, scroll: 3)
    state.keep(view, of: page.id)
    #expect(state.views[page.id] == view)
  }

  @Test func aViewOfAPageRemovedMeanwhileIsNotKept() {
    var state = HostState()
    let users = Page(title: "Users", elements: [])
    let ada = Page(title: "Ada", elements: [])
    state.add(users, isModal: false)
    state.add(ada, isModal: false)
    let removed = state.popTopPage()
    state.keep(PageView(focusID: "post", focusIndex: 1), of: ada.id)
    #expect(removed.map(\.page.id) == [ada.id])
    #expect(state.views[ada.id] == nil)
    #expect(state.views.count == 1)
    #expect(state.views[users.id] != nil)
  }
}
