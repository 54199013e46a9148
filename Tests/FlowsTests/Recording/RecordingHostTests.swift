import Flows
import Signals
import Testing

@Suite struct RecordingHostTests {
  private func home(_ tapped: Counter = Counter()) -> Page {
    Page(
      title: "Home",
      elements: [.text("Welcome"), .button("start") { tapped.increment() }, .row("Bach") {}])
  }

  @Test func recordsWhatItShowedAndWhatTheUserDid() throws {
    let chooseComposer = Screen<[String], String>.table(title: "Composers") { Page.Row($0) }
    let host = RecordingHost()
    let chosen = Outputs<String>()
    NavigationFlow(root: chooseComposer).run(["Bach", "Pärt"], on: host) { chosen.append($0) }
    try host.select(row: "Pärt")
    #expect(chosen.all == ["Pärt"])
    #expect(host.transcript == [#"push "Composers""#, #"select row 1 "Pärt""#])
  }

  @Test func popRemovesOnlyAPagePushedOverAnother() {
    let host = RecordingHost()
    host.push(home())
    host.pop()
    #expect(host.titles == ["Home"])
    host.push(Page(title: "Next", elements: []))
    host.pop()
    #expect(host.titles == ["Home"])
    #expect(host.transcript == [#"push "Home""#, #"push "Next""#, #"pop "Next""#])
  }

  @Test func dismissRemovesTheModalPageAndWhatWasPushedOverIt() {
    let host = RecordingHost()
    host.push(home())
    host.present(Page(title: "Modal", elements: []))
    host.push(Page(title: "Inside", elements: []))
    host.pop()
    host.push(Page(title: "Inside", elements: []))
    host.dismiss()
    #expect(host.titles == ["Home"])
    #expect(host.transcript.last == #"dismiss "Modal""#)
  }

  @Test func popDoesNotRemoveAModalPage() {
    let host = RecordingHost()
    host.push(home())
    host.present(Page(title: "Modal", elements: []))
    host.pop()
    #expect(host.titles == ["Home", "Modal"])
  }

  @Test func tapRunsTheButtonsAction() throws {
    let tapped = Counter()
    let host = RecordingHost()
    host.push(home(tapped))
    try host.tap("start")
    #expect(tapped.value == 1)
    #expect(host.transcript.last == #"tap "start""#)
  }

  @Test func tappingAMissingButtonListsWhatThePageShows() {
    let host = RecordingHost()
    host.push(home())
    #expect {
      try host.tap("stop")
    } throws: { error in
      "\(error)"
        == #"no button "stop" on "Home"; the page shows text "Welcome", button "start", row "Bach""#
    }
  }

  @Test func selectingARowOutOfRangeListsTheRows() {
    let host = RecordingHost()
    host.push(home())
    #expect {
      try host.select(row: 3)
    } throws: { error in
      "\(error)" == #"no row 3 on "Home"; its rows are 0 "Bach""#
    }
  }

  @Test func choosingAnAlertActionWithoutAnAlertSaysNoneIsShowing() {
    let host = RecordingHost()
    host.push(home())
    #expect {
      try host.chooseAlertAction("OK")
    } throws: { error in
      "\(error)" == #"no alert is showing; the top page is "Home""#
    }
  }

  @Test func anAlertCoversThePageUntilAnActionIsChosen() throws {
    let tapped = Counter()
    let host = RecordingHost()
    host.push(home(tapped))
    host.showAlert(Alert(title: "Hello", message: "Nice to see you."))
    #expect(
      host.alert == RecordingHost.RenderedAlert(Alert(title: "Hello", message: "Nice to see you.")))
    #expect {
      try host.tap("start")
    } throws: { error in
      "\(error)" == #"alert "Hello" is showing; choose one of [OK] first"#
    }
    #expect(throws: RecordingHost.Misuse.self) { try host.goBack() }
    try host.chooseAlertAction("OK")
    try host.tap("start")
    #expect(tapped.value == 1)
  }

  @Test func alertsWaitTheirTurnAndHandlersRunAfterDismissal() throws {
    let host = RecordingHost()
    let handled = Outputs<String>()
    host.push(home())
    host.showAlert(
      Alert(
        title: "First",
        actions: [
          Alert.Action("Cancel", role: .cancel),
          Alert.Action("Delete", role: .destructive) {
            handled.append(host.alert?.title ?? "none")
          },
        ]))
    host.showAlert(Alert(title: "Second"))
    #expect(host.alert?.title == "First")
    #expect {
      try host.chooseAlertAction("Keep")
    } throws: { error in
      "\(error)" == #"alert "First" has no action "Keep"; it offers [Cancel, Delete]"#
    }
    try host.chooseAlertAction("Delete")
    #expect(handled.all == ["Second"])
    try host.chooseAlertAction("OK")
    #expect(host.alert == nil)
    #expect(
      host.transcript.suffix(4) == [
        #"alert "First" [Cancel, Delete]"#, #"alert "Second" [OK]"#,
        #"choose "Delete" in alert "First""#, #"choose "OK" in alert "Second""#,
      ])
  }

  @Test func goingBackFromTheFirstPageIsAMisuse() {
    let host = RecordingHost()
    host.push(home())
    #expect {
      try host.goBack()
    } throws: { error in
      "\(error)" == #"cannot go back from "Home": it is the first page"#
    }
    #expect(host.transcript == [#"push "Home""#])
  }

  @Test func actingWithNoPageShownIsAMisuse() {
    let host = RecordingHost()
    #expect {
      try host.tap("start")
    } throws: { error in
      "\(error)" == "no page is shown"
    }
  }

  @Test func choosingAMissingOptionListsTheOptions() {
    let host = RecordingHost()
    host.push(
      Page(
        title: "Kind",
        elements: [.choice("kind", options: ["a", "b"], selected: .init(value: 0)) { _ in }]))
    #expect {
      try host.choose("c", in: "kind")
    } throws: { error in
      "\(error)" == #"choice "kind" has no option "c"; it offers ["a", "b"]"#
    }
  }

  @Test func renderedElementsDescribeThemselvesForMessages() {
    let rendered: [RecordingHost.RenderedElement] = [
      .toggle("shuffle", isOn: true), .choice("kind", options: ["a", "b"], selected: 1),
      .row("Bach", detail: "3 albums"), .textField("Search", text: "ba"), .loading,
      .empty("None."), .failed("offline", canRetry: true),
    ]
    #expect(
      rendered.map(\.description) == [
        #"toggle "shuffle" on"#, #"choice "kind" a [b]"#, #"row "Bach" (3 albums)"#,
        #"text field "Search" "ba""#, "loading", #"empty "None.""#, #"failed "offline" [retry]"#,
      ])
  }
}
