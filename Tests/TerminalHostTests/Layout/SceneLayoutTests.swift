import Flows
import Testing

@testable import TerminalHost

@Suite struct SceneLayoutTests {
  private let albums = [
    ElementSnapshot(showing: .row("Kind of Blue", detail: "1959")),
    ElementSnapshot(showing: .row("Bitches Brew", detail: "1970")),
  ]

  @Test func theTitleBarShowsTheTopPageAndTheBreadcrumbThePath() {
    let grid = SceneLayout.layout(
      Scenes.page(albums, focus: 0, trail: ["Artists", "Albums"])
    ).grid
    #expect(grid.lines[0] == " Albums")
    #expect(grid.lines[1] == " Artists › Albums")
    #expect(grid.columns(ofRow: 0, withStyle: .bar) == [0..<1, 7..<80])
    #expect(grid.columns(ofRow: 0, withStyle: .barTitle) == [1..<7])
  }

  @Test func theTitleBarShowsANoticeOnItsRightWhileItFitsBesideTheTitle() {
    var scene = Scenes.page(albums, focus: 0, trail: ["Artists", "Albums"])
    scene.notice = "inspector http://127.0.0.1:4000/"
    let wide = SceneLayout.layout(scene).grid
    #expect(wide.lines[0] == " Albums" + String(repeating: " ", count: 40) + scene.notice!)
    scene.size = TerminalSize(columns: 40, rows: 10)
    let narrow = SceneLayout.layout(scene).grid
    // The title matters more: the notice goes rather than cutting it.
    #expect(narrow.lines[0] == " Albums")
  }

  @Test func aSinglePageHasNoBreadcrumb() {
    let grid = SceneLayout.layout(Scenes.page(albums, trail: ["Artists"])).grid
    #expect(grid.lines[1] == "")
  }

  @Test func theStatusLineListsTheKeysThatWork() {
    let grid = SceneLayout.layout(Scenes.page(albums, focus: 0, trail: ["Artists", "Albums"])).grid
    #expect(grid.lines[23] == " ↑↓ move  Enter select  Esc back  Tab next  q quit")
    #expect(grid.columns(ofRow: 23, withStyle: .bar) == [0..<80])
  }

  @Test func onANarrowScreenEverythingIsClippedToFit() {
    let trail = ["Artists", "Johann Sebastian Bach", "The Well-Tempered Clavier, Book I"]
    let result = SceneLayout.layout(
      Scenes.page(
        [ElementSnapshot(showing: .row("Prelude and Fugue No. 1 in C major", detail: "BWV 846"))],
        focus: 0, columns: 40, rows: 10, trail: trail))
    let lines = result.grid.lines
    #expect(lines[0] == " The Well-Tempered Clavier, Book I")
    #expect(lines[1] == " … › The Well-Tempered Clavier, Book I")
    #expect(lines[3] == " › Prelude and Fugue No. 1 in…  BWV 846")
    #expect(lines[9] == " Enter select  Esc back  q quit")
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func onAWideScreenRowsReachAcrossIt() {
    let grid = SceneLayout.layout(Scenes.page(albums, focus: 0, columns: 200, rows: 30)).grid
    #expect(grid.lines[3].hasPrefix(" › Kind of Blue"))
    #expect(grid.lines[3].hasSuffix("1959"))
    #expect(grid.lines[3].displayWidth == 199)
    #expect(grid.columns(ofRow: 3, withStyle: .focused) == [3..<199])
  }

  @Test func wideCharactersInTitlesTakeTwoColumnsAndAreNeverCut() {
    let trail = ["作曲家", "坂本龍一 🎹"]
    let grid = SceneLayout.layout(
      Scenes.page(albums, columns: 40, rows: 10, trail: trail)
    ).grid
    #expect(grid.lines[0] == " 坂本龍一 🎹")
    #expect(grid.lines[1] == " 作曲家 › 坂本龍一 🎹")
    #expect(grid[row: 0, column: 1] == Cell(.character("坂"), style: .barTitle))
    #expect(grid[row: 0, column: 2] == Cell(.continuation, style: .barTitle))
  }

  @Test func aScreenTooSmallAsksToBeEnlargedAndSaysHowBig() {
    let result = SceneLayout.layout(Scenes.page(albums, columns: 39, rows: 12))
    #expect(result.grid.text.contains("Please enlarge the window"))
    #expect(
      result.grid.lines[5...6] == [
        "       Please enlarge the window", "   (needs at least 40×10, now 39×12)",
      ])
    #expect(!result.grid.text.contains("Kind of Blue"))
    #expect(
      SceneLayout.layout(Scenes.page(albums, columns: 40, rows: 10)).grid.text
        .contains("Kind of Blue"))
  }

  @Test func aTinyScreenStillGetsTheRequestWithoutCrashing() {
    let grid = SceneLayout.layout(Scenes.page(albums, columns: 8, rows: 2)).grid
    #expect(grid.lines.count == 2)
    #expect(grid.text.contains("40×10"))
  }

  @Test func aModalPageIsFramedOverThePageBeneathWithItsTitleInTheFrame() {
    var scene = Scenes.page(albums, focus: 0, columns: 60, rows: 14, trail: ["Albums", "Buy"])
    scene.modal = PageScene(
      title: "Buy", elements: [ElementSnapshot(showing: .button("buy"))], focus: 0)
    scene.page?.focus = nil
    let lines = SceneLayout.layout(scene).grid.lines
    #expect(lines[0] == " Buy")
    #expect(lines[3] == "   ┌─ Buy ──────────────────────────────────────────────┐")
    #expect(lines[4] == "   │                                                    │")
    #expect(lines[5] == "   │ › [ buy ]                                          │")
    #expect(lines[12] == "   └────────────────────────────────────────────────────┘")
    #expect(lines[13] == " Enter select  Esc back  q quit")
  }

  // Regression (issue 26): a modal page kept its first line inside the frame for
  // "↑ N more" only once it overflowed, so its content moved down a line when it began to.
  @Test func aModalPagesFirstLineStaysPutWhenItStartsToOverflow() {
    func modalLines(rows count: Int, focus: Int) -> [String] {
      var scene = Scenes.page(albums, columns: 60, rows: 14, trail: ["Albums", "Pick"])
      let field = ElementSnapshot(showing: .textField("Find", text: "x"))
      scene.modal = PageScene(
        title: "Pick", elements: [field] + Scenes.rows(count), focus: focus, revealsFocus: true)
      return SceneLayout.layout(scene).grid.lines
    }
    #expect(modalLines(rows: 2, focus: 0)[5].hasPrefix("   │ › Find: [x"))
    #expect(modalLines(rows: 40, focus: 0)[5].hasPrefix("   │ › Find: [x"))
    #expect(modalLines(rows: 40, focus: 20)[4].hasPrefix("   │   ↑ "))
  }

  @Test func anAlertIsACentredDialogOverThePage() {
    var scene = Scenes.page(albums, focus: 0, columns: 60, rows: 16)
    scene.dialog = DialogScene(
      Alert(title: "Thank you", message: "We are glad you liked the movie."), focus: 0)
    let lines = SceneLayout.layout(scene).grid.lines
    #expect(lines[3] == " › Kind of Blue                                        1959")
    #expect(lines[4] == "   Bitches  ┌──────────────────────────────────┐       1970")
    #expect(lines[5] == "            │            Thank you             │")
    #expect(lines[7] == "            │ We are glad you liked the movie. │")
    #expect(lines[9] == "            │              [ OK ]              │")
    #expect(lines[10] == "            └──────────────────────────────────┘")
    #expect(lines[15] == " Enter confirm  Esc cancel")
  }

  // Regression (issue 26): at 40×10 the feedback app's alert left one or two columns of the
  // page beside its frame, which read as part of the dialog (`│d`, `›└`); from 44 to 51
  // columns it left the focus marker and a letter or three (`›  └`, `t │`, `› [ l └`).
  @Test(arguments: [40, 44, 46, 51])
  func onANarrowScreenADialogTakesTheWidthAndNoPageTextTouchesIt(columns: Int) {
    let answers = ["good", "so and so", "bad"].map { ElementSnapshot(showing: .button($0)) }
    var scene = Scenes.page(
      answers, focus: 0, columns: columns, rows: 10,
      trail: ["Movie feedback", "How was it?"])
    scene.dialog = DialogScene(
      Alert(title: "Thank you", message: "We are glad you liked the movie."), focus: 0)
    let lines = SceneLayout.layout(scene).grid.lines
    let box = lines.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
    #expect(box.count == 7)
    for line in box {
      #expect("┌│└".contains(line.first!), "\(line)")
      #expect("┐│┘".contains(line.last!), "\(line)")
      #expect(line.displayWidth == columns, "\(line)")
    }
  }

  @Test func aDialogBracketsItsFocusedActionAndColoursDestructiveOnes() {
    var scene = Scenes.page([], columns: 60, rows: 16)
    scene.dialog = DialogScene(
      Alert(
        title: "Quit?", message: "What you typed will be lost.",
        actions: [Alert.Action("Quit", role: .destructive), Alert.Action("Stay", role: .cancel)]),
      focus: 1)
    let grid = SceneLayout.layout(scene).grid
    #expect(grid.lines[9] == "              │        Quit    [ Stay ]      │")
    #expect(grid[row: 9, column: 23].style == .failure)
    #expect(grid.columns(ofRow: 9, withStyle: .focused) == [31..<39])
    #expect(grid.lines[15] == " ←→ choose  Enter confirm  Esc cancel")
  }

  @Test func aDialogWithoutAMessageShowsItsTitleAndActions() {
    var scene = Scenes.page([], columns: 60, rows: 10)
    scene.dialog = DialogScene(Alert(title: "Saved"), focus: 0)
    let lines = SceneLayout.layout(scene).grid.lines
    let margin = String(repeating: " ", count: 16)
    #expect(
      Array(lines[2...6])
        == [
          "┌──────────────────────────┐", "│          Saved           │",
          "│                          │", "│          [ OK ]          │",
          "└──────────────────────────┘",
        ].map { margin + $0 })
  }

  @Test func aLongMessageWrapsWithinAReadableWidth() {
    var scene = Scenes.page([], columns: 200, rows: 30)
    let message = String(repeating: "All work and no play. ", count: 10)
    scene.dialog = DialogScene(Alert(title: "Note", message: message), focus: 0)
    let lines = SceneLayout.layout(scene).grid.lines.filter { $0.contains("│") }
    let widths = Set(lines.map { $0.trimmingPrefix(while: { $0 == " " }).displayWidth })
    #expect(widths == [DialogLayout.readableWidth + 4])
  }

  @Test func withNoPageTheScreenIsEmptyButForItsBars() {
    let scene = Scene(
      size: TerminalSize(columns: 40, rows: 10), trail: [], page: nil, modal: nil, dialog: nil)
    let lines = SceneLayout.layout(scene).grid.lines
    #expect(lines[0] == "")
    #expect(lines[9] == " q quit")
  }

  @Test func editingATextFieldListsTheEditingKeys() {
    let field = ElementSnapshot(showing: .textField("Search", text: "Bj"))
    let scene = Scenes.page([field], focus: 0)
    #expect(KeyHints.line(for: scene) == "type to edit  Enter submit  Tab next")
  }

  @Test(arguments: [
    RecordingHost.RenderedElement.toggle("Sound", isOn: true),
    .choice("kind", options: ["average", "polarized"], selected: 0),
  ])
  func aFocusedToggleOrChoiceListsTheKeysThatChangeIt(_ control: RecordingHost.RenderedElement) {
    let button = ElementSnapshot(showing: .button("leave feedback"))
    let scene = Scenes.page([ElementSnapshot(showing: control), button], focus: 0)
    #expect(KeyHints.line(for: scene) == "↑↓ move  ←→ change  Enter select  Tab next  q quit")
  }

  @Test func aFocusedButtonDoesNotListTheKeysThatChangeAChoice() {
    let choice = ElementSnapshot(showing: .choice("kind", options: ["a", "b"], selected: 0))
    let scene = Scenes.page([choice, ElementSnapshot(showing: .button("go"))], focus: 1)
    #expect(KeyHints.line(for: scene) == "↑↓ move  Enter select  Tab next  q quit")
  }

  @Test func aDialogsActionsAreWhereTheirLabelsAreDrawn() {
    var scene = Scenes.page([ElementSnapshot(showing: .button("page"))])
    scene.dialog = DialogScene(
      Alert(title: "Delete?", actions: [Alert.Action("Delete"), Alert.Action("Keep")]), focus: 1)
    let result = SceneLayout.layout(scene)
    #expect(result.dialogActions.count == 2)
    for (area, label) in zip(result.dialogActions, ["Delete", "Keep"]) {
      let line = Array(result.grid.lines[area.row])
      let drawn = String(line[area.columns.clamped(to: 0..<line.count)])
      #expect(drawn.contains(label), "\(drawn)")
    }
  }
}
