import Flows

@testable import TerminalHost

/// Scenes for layout tests: one page, built from plain values.
enum Scenes {
  /// A scene showing one page of `elements`, as the top of `trail`.
  static func page(
    _ elements: [ElementSnapshot], focus: Int? = nil, scroll: Int = 0,
    revealsFocus: Bool = false, columns: Int = 80, rows: Int = 24, trail: [String] = ["Page"]
  ) -> Scene {
    Scene(
      size: TerminalSize(columns: columns, rows: rows), trail: trail,
      page: PageScene(
        title: trail.last!, elements: elements, focus: focus, scroll: scroll,
        revealsFocus: revealsFocus))
  }

  /// `count` rows titled "Row 1", "Row 2" …
  static func rows(_ count: Int) -> [ElementSnapshot] {
    (1...count).map { ElementSnapshot(showing: .row("Row \($0)")) }
  }

  /// The lines of the body of a laid-out scene: between the breadcrumb and the status line.
  static func body(_ result: SceneLayout.Result) -> [String] {
    Array(result.grid.lines[3..<(result.grid.rows - 1)])
  }
}
