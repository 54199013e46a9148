import Flows
import Testing

@testable import TerminalHost

@Suite struct KeyHintsTests {
  @Test func aFortyColumnListDropsTabBeforeTheQuitKey() {
    let scene = Scenes.page(Scenes.rows(30), focus: 0, columns: 40, rows: 10, trail: ["Artists"])
    let status = SceneLayout.layout(scene).grid.lines[9]
    #expect(status == " ↑↓ move  Enter select  q quit")
  }

  @Test func aFortyColumnPushedListKeepsSelectBackAndQuit() {
    let scene = Scenes.page(
      Scenes.rows(30), focus: 0, columns: 40, rows: 10, trail: ["Artists", "Miles Davis"])
    let status = SceneLayout.layout(scene).grid.lines[9]
    #expect(status == " Enter select  Esc back  q quit")
  }

  @Test func aPageWhoseTextOverflowsListsTheScrollKeys() {
    // A post: its text taller than the screen, then a Refresh button, focused.
    let text = (1...30).map { ElementSnapshot(showing: .text("Line \($0) of the post")) }
    let button = ElementSnapshot(showing: .button("Refresh"))
    let post = Scenes.page(text + [button], focus: 30, trail: ["Users", "Ada", "Post"])
    let status = SceneLayout.layout(post).grid.lines[23]
    #expect(status == " ↑↓ scroll  Enter select  Esc back  q quit")
    // The same page when it fits has nothing to scroll.
    let short = Scenes.page(
      Array(text.prefix(3)) + [button], focus: 3, trail: ["Users", "Ada", "Post"])
    #expect(SceneLayout.layout(short).grid.lines[23] == " Enter select  Esc back  q quit")
  }

  @Test func aListThatOverflowsStillSaysMoveWhichScrollsToo() {
    let scene = Scenes.page(Scenes.rows(40), focus: 0, trail: ["Artists"])
    let status = SceneLayout.layout(scene).grid.lines[23]
    #expect(status == " ↑↓ move  Enter select  Tab next  q quit")
  }

  @Test func aFailureThatOffersToRetryAddsTheRetryKey() {
    let failure = ElementSnapshot(showing: .failed("Offline.", canRetry: true))
    let scene = Scenes.page([failure], focus: 0, trail: ["Users"])
    #expect(KeyHints.line(for: scene) == "Enter select  r retry  q quit")
    let final = ElementSnapshot(showing: .failed("Offline.", canRetry: false))
    #expect(
      KeyHints.line(for: Scenes.page([final], focus: nil, trail: ["Users"])) == "q quit")
  }

  @Test func aPageThatTakesTypingOffersNoLetterAsAKey() {
    var scene = Scenes.page(Scenes.rows(3), focus: 1, trail: ["Search"])
    scene.page?.takesTyping = true
    #expect(KeyHints.line(for: scene) == "↑↓ move  Enter select  Tab next  type to edit")
  }

  @Test(arguments: 0...60)
  func theQuitKeyIsNeverDropped(width: Int) {
    let choice = ElementSnapshot(showing: .choice("kind", options: ["a", "b"], selected: 0))
    let scene = Scenes.page(
      [choice] + Scenes.rows(3), focus: 0, trail: ["Movie feedback", "More"])
    let line = KeyHints.line(for: scene, width: width)
    #expect(line.hasSuffix("q quit"))
    #expect(line.displayWidth <= max(width, "q quit".displayWidth))
  }

  @Test func hintsAreDroppedLeastImportantFirstAndLastOfEqualsFirst() {
    let choice = ElementSnapshot(showing: .choice("kind", options: ["a", "b"], selected: 0))
    let scene = Scenes.page([choice] + Scenes.rows(3), focus: 0, trail: ["A", "B"])
    let full = "↑↓ move  ←→ change  Enter select  Esc back  Tab next  q quit"
    #expect(KeyHints.line(for: scene) == full)
    #expect(
      KeyHints.line(for: scene, width: full.displayWidth - 1)
        == "↑↓ move  ←→ change  Enter select  Esc back  q quit")
    #expect(KeyHints.line(for: scene, width: 45) == "←→ change  Enter select  Esc back  q quit")
    #expect(KeyHints.line(for: scene, width: 20) == "←→ change  q quit")
    #expect(KeyHints.line(for: scene, width: 16) == "q quit")
  }

  @Test func aDialogAlwaysKeepsItsConfirmKey() {
    var scene = Scenes.page(Scenes.rows(2), focus: 0)
    scene.dialog = DialogScene(
      Alert(
        title: "Delete?",
        actions: [
          Alert.Action("Delete", role: .destructive), Alert.Action("Cancel", role: .cancel),
        ]),
      focus: 0)
    #expect(KeyHints.line(for: scene) == "←→ choose  Enter confirm  Esc cancel")
    #expect(KeyHints.line(for: scene, width: 14) == "Enter confirm")
  }
}
