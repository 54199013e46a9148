import Testing

@testable import TerminalHost

@Suite struct KeyNameTests {
  @Test(arguments: [
    Key.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
    .backspace, .delete, .tab, .backTab, .resize, .interrupt, .space, .character("q"),
    .character("é"), .character("漢"), .controlLeft, .controlRight, .alt(.left), .alt(.right),
  ])
  func everyKeyIsFoundAgainByItsName(key: Key) {
    #expect(Key(name: key.name) == key)
  }

  @Test func namesIgnoreCaseAndHaveAliases() {
    #expect(Key(name: "Esc") == .escape)
    #expect(Key(name: "ESCAPE") == .escape)
    #expect(Key(name: "return") == .enter)
    #expect(Key(name: "shift-tab") == .backTab)
    #expect(Key(name: "PgDn") == .pageDown)
  }

  @Test func wordJumpsAreNamedByTheirModifierAndArrow() {
    #expect(Key.controlLeft.name == "ctrl-left")
    #expect(Key(name: "Ctrl-Right") == .controlRight)
    #expect(Key(name: "alt-left") == .alt(.left))
  }

  @Test func aSingleCharacterIsTypedAsIs() {
    #expect(Key(name: "Q") == .character("Q"))
    #expect(Key(name: "e\u{301}") == .character("e\u{301}"))
  }

  @Test func anUnknownWordIsNoKey() {
    #expect(Key(name: "dwn") == nil)
    #expect(Key(name: "") == nil)
  }

  @Test func theSpaceBarIsATypedSpace() {
    #expect(Key.space == .character(" "))
    #expect(Key.space.description == "space")
  }

  @Test func aMouseEventIsNamedByWhatItDidAndWhere() {
    #expect(Key.mouse(MouseEvent(.click, row: 4, column: 10)).name == "click 4,10")
    #expect(Key.mouse(MouseEvent(.wheelDown, row: 0, column: 2)).name == "wheel-down 0,2")
    #expect(Key(name: "click 4,10") == nil)
  }
}
