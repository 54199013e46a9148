import Flows
import Signals
import Testing

/// What a recording host reports of the user's navigation, and navigation performed.
@Suite struct RecordingHostUserNavigationTests {
  private func page(_ title: String) -> Page {
    Page(title: title, elements: [])
  }

  @Test func goingBackAndChoosingAnAlertsActionAreReported() throws {
    let host = RecordingHost()
    let reported = Locked.make([UserNavigation]())
    _ = host.userNavigation.observeValues { navigation in
      reported.withLock { $0.append(navigation) }
    }
    host.push(page("root"))
    host.push(page("top"))
    try host.goBack()
    host.showAlert(Alert(title: "Saved", actions: [Alert.Action("OK")]))
    try host.chooseAlertAction("OK")
    #expect(throws: RecordingHost.Misuse.self) { try host.goBack() }
    #expect(reported.withLock { $0 } == [.back, .alertAction(alert: "Saved", label: "OK")])
  }

  @Test func performGoesBackOrAnswersAsTheUserWouldAndIgnoresWhatCannotBeDone() {
    let host = RecordingHost()
    host.push(page("root"))
    host.push(page("top"))
    host.showAlert(Alert(title: "Saved", actions: [Alert.Action("OK")]))
    host.perform(.back)
    host.perform(.alertAction(alert: "Other", label: "OK"))
    #expect(host.titles == ["root", "top"])
    #expect(host.alert?.title == "Saved")
    host.perform(.alertAction(alert: "Saved", label: "OK"))
    host.perform(.back)
    host.perform(.back)
    #expect(host.titles == ["root"])
    #expect(host.alert == nil)
  }
}
