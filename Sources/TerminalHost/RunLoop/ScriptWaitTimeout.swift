/// A ``KeyScript/Wait`` step whose condition did not hold in time, in words for the
/// person who wrote the script: the step, what it waited for, and the screen it left.
///
/// ```text
/// line 2 (step 2, wait:text:SNOWMAN): waited 10s for "SNOWMAN" to appear on the screen,
/// in vain; write timeout:DURATION before the wait to allow longer. The screen was:
///  Search Unicode
/// …
/// line 3 (step 3, wait:idle): waited 10s for the app to be idle (nothing in flight, no
/// work waiting), in vain, still in flight: GET /users; write timeout:DURATION before the
/// wait to allow longer. The screen was:
///  Users
/// …
/// ```
struct ScriptWaitTimeout: Error, Hashable, CustomStringConvertible {
  /// The step that waited, as written.
  var step: KeyScript.Step
  /// Its number among the script's steps, counting from 1.
  var stepNumber: Int
  /// What it waited for.
  var wait: KeyScript.Wait
  /// The app's work still in flight when a `wait:idle` gave up.
  var inFlight: [String] = []
  /// The screen's lines when it gave up.
  var screen: [String]

  /// The message, starting with the line number.
  var description: String {
    let lines = [
      "line \(step.line) (step \(stepNumber), \(step.source)): waited \(wait.bound.scriptText) "
        + "for \(wait.goal), in vain\(stillInFlight); write timeout:DURATION before the wait "
        + "to allow longer. The screen was:"
    ]
    return (lines + screen).joined(separator: "\n")
  }

  /// `, still in flight: GET /users, indexing`, or nothing when nothing was.
  private var stillInFlight: String {
    inFlight.isEmpty ? "" : ", still in flight: " + inFlight.joined(separator: ", ")
  }
}
