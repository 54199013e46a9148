import Signals
import Testing

@testable import TerminalHost

@Suite struct ScriptDisplayTests {
  @Test func stepsBecomeKeysAndEachScreenIsPrintedUnderItsStep() throws {
    let printed = Locked.make([String]())
    let script = try KeyScript(parsing: "down*2\nsize:40x12 q")
    let display = ScriptDisplay(script: script, size: TerminalSize(columns: 20, rows: 2)) {
      text in printed.withLock { $0.append(text) }
    }
    var grid = Grid(columns: 20, rows: 2)
    grid.write("hello", row: 0, column: 1)
    display.show(grid)
    #expect(display.nextKeys(wakingOn: []) == [.down, .down])
    display.show(grid)
    #expect(display.nextKeys(wakingOn: []) == [.resize])
    #expect(display.size == TerminalSize(columns: 40, rows: 12))
    #expect(display.nextKeys(wakingOn: []) == [.character("q")])
    #expect(display.nextKeys(wakingOn: []) == nil)
    #expect(
      printed.withLock { $0 } == [
        "--- start (20×2) ---\n hello\n", "--- step 1, line 1: down*2 ---\n hello\n",
      ])
  }

  @Test func aMissingScriptOrAMistakeInOneIsReportedWithItsStatus() {
    guard case .failure(let missing) = KeyScript.load(from: .file("/nonexistent/keys")) else {
      Issue.record("a missing file loaded")
      return
    }
    #expect(
      missing.description
        == "cannot read the key script /nonexistent/keys: No such file or directory")
    #expect(missing.exitStatus == 66)
  }
}
