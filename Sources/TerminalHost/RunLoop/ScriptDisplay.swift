/// A display without a terminal: keys come from a ``KeyScript`` and every screen is
/// printed as text, under a line saying which step led to it.
///
/// ```text
/// --- start (80×24) ---
///  Movie feedback
/// …
/// --- step 1, line 1: enter ---
/// ```
final class ScriptDisplay: Display {
  private(set) var size: TerminalSize
  private var steps: ArraySlice<KeyScript.Step>
  private var heading: String
  private var stepNumber = 0
  private let output: (String) -> Void

  /// A display that plays `script` on a screen of `size`, printing with `output`.
  init(script: KeyScript, size: TerminalSize, output: @escaping (String) -> Void) {
    self.size = size
    steps = script.steps[...]
    heading = "--- start (\(size)) ---"
    self.output = output
  }

  func show(_ grid: Grid) {
    output(([heading] + grid.lines).joined(separator: "\n"))
  }

  func nextKeys(wakingOn wake: [Int32]) -> [Key]? {
    guard let step = steps.popFirst() else { return nil }
    stepNumber += 1
    heading = "--- step \(stepNumber), line \(step.line): \(step.source) ---"
    switch step.action {
    case .keys(let keys):
      return keys
    case .resize(let newSize):
      size = newSize
      return [.resize]
    }
  }
}
