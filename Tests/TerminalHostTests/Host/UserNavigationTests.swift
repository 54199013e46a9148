import Flows
import Signals
import Testing

@testable import TerminalHost

/// What the host reports of the user's navigation, and navigation performed as the user's.
@Suite struct UserNavigationTests {
  private func page(_ title: String) -> Page {
    Page(title: title, elements: [.text(title)])
  }

  @Test func goingBackAndAnsweringAnAlertAreReportedButEscOnTheFirstPageIsNot() {
    let host = TerminalHost()
    let reported = Locked.make([UserNavigation]())
    _ = host.userNavigation.observeValues { navigation in
      reported.withLock { $0.append(navigation) }
    }
    host.push(page("root"))
    host.push(page("top"))
    host.showAlert(
      Alert(title: "Sure?", actions: [Alert.Action("Yes"), Alert.Action("No", role: .cancel)]))
    let display = TestDisplay([.keys("right", "enter"), .keys("esc"), .keys("esc"), .keys("q")])
    #expect(host.run(on: display) == .finished)
    #expect(reported.withLock { $0 } == [.alertAction(alert: "Sure?", label: "No"), .back])
    #expect(host.stack.map(\.title) == ["root"])
  }

  @Test func performedNavigationActsOnTheUIThreadAsTheKeysWouldAndIsReported() {
    let host = TerminalHost()
    let answered = Log()
    let reported = Locked.make([UserNavigation]())
    _ = host.userNavigation.observeValues { navigation in
      reported.withLock { $0.append(navigation) }
    }
    host.push(page("root"))
    host.push(page("top"))
    host.showAlert(Alert(title: "Sure?", actions: [Alert.Action("Yes") { answered("yes") }]))
    host.perform(.back)  // An alert covers the page: nothing.
    host.perform(.alertAction(alert: "Other", label: "Yes"))  // No such alert: nothing.
    host.perform(.alertAction(alert: "Sure?", label: "Yes"))
    host.perform(.back)
    host.perform(.back)  // The first page: nothing.
    #expect(host.stack.map(\.title) == ["root", "top"])
    #expect(host.run(on: TestDisplay([.keys("q")])) == .finished)
    #expect(answered.all == ["yes"])
    #expect(host.stack.map(\.title) == ["root"])
    #expect(reported.withLock { $0 } == [.alertAction(alert: "Sure?", label: "Yes"), .back])
  }
}
