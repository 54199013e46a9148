extension KeyScript {
  /// How a wait for text starts; the text runs to the end of the line.
  static let waitForTextPrefix = "wait:text:"

  /// Reads `wait:text:WORDS`, where `line` is the rest of the script's line.
  static func waitForText(
    _ line: String, word: Substring, line number: Int, bound: Duration
  ) throws(KeyScriptError) -> Wait {
    let text = line.dropFirst(waitForTextPrefix.count)
    guard !text.isEmpty else { throw KeyScriptError(line: number, word: word, .emptyWaitText) }
    return Wait(.text(String(text)), bound: bound)
  }

  /// Reads `wait:idle` or `wait:DURATION`.
  static func wait(
    _ word: Substring, line: Int, bound: Duration
  ) throws(KeyScriptError) -> Wait {
    let argument = word.dropFirst("wait:".count)
    if argument == "idle" { return Wait(.idle, bound: bound) }
    guard let duration = Duration(scriptText: argument), duration <= Wait.longest else {
      throw KeyScriptError(line: line, word: word, .badWait)
    }
    return Wait(.duration(duration), bound: bound)
  }

  /// Reads `timeout:DURATION`, the bound of the waits after it.
  static func timeout(_ word: Substring, line: Int) throws(KeyScriptError) -> Duration {
    guard let bound = Duration(scriptText: word.dropFirst("timeout:".count)),
      bound <= Wait.longest
    else { throw KeyScriptError(line: line, word: word, .badTimeout) }
    return bound
  }
}
