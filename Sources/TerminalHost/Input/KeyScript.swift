/// Keys to feed an app without a terminal, read from a small text format.
///
/// A script is a list of steps, written one or more to a line and separated by spaces.
/// After each step a scripted run prints the screen, so a script is both a demo and a
/// test of the app's path through its pages.
///
/// ```text
/// # Leave feedback, choose "good", dismiss the thank-you alert.
/// enter          # a key word: up down left right home end pageup pagedown enter esc
///                #   space backspace delete tab backtab resize ctrl-c
/// down*3         # a key repeated, as one step
/// j k q          # a single character is typed as is
/// ctrl-u alt-b   # Ctrl with a letter, Alt with a key
/// text:so good!  # text typed character by character, to the end of the line
/// paste:so good! # text pasted, as one bracketed paste (one edit), to the end of the line
/// size:40x12     # the screen changes size
/// wait:text:Thank you   # until the text is on the screen, to the end of the line
/// wait:idle      # until the app has nothing in flight
/// wait:2s        # a while (500ms, 1.5s), the app working meanwhile
/// timeout:30s    # later waits fail after 30 s instead of 10 s
/// ```
///
/// A `#` at the start of a word begins a comment that runs to the end of the line. Keys
/// are pressed without waiting for the app's background work, such as loading; a
/// ``Wait`` step lets it catch up, and fails the run when it does not in time.
public struct KeyScript: Hashable, Sendable {
  /// One step of a script: what it does and where it was written.
  public struct Step: Hashable, Sendable {
    /// What a step does.
    public enum Action: Hashable, Sendable {
      /// Press these keys, in order.
      case keys([Key])
      /// Change the size of the screen, then report ``Key/resize``.
      case resize(TerminalSize)
      /// Let the app work until the wait's condition holds, failing when it takes too long.
      case wait(Wait)
    }

    /// What the step does.
    public var action: Action
    /// The step as written, such as `down*3`, to label the screen printed after it.
    public var source: String
    /// The line of the script the step is on, counting from 1.
    public var line: Int

    /// Creates a step.
    public init(_ action: Action, source: String, line: Int) {
      self.action = action
      self.source = source
      self.line = line
    }
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Reads a script.
  ///
  /// - Parameter text: The script's text.
  /// - Throws: ``KeyScriptError`` naming the line and word that is not a step.
  public init(parsing text: String) throws(KeyScriptError) {
    var steps: [Step] = []
    var bound = Wait.defaultBound
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      steps += try Self.parse(line: line, number: index + 1, bound: &bound)
    }
    self.steps = steps
  }

  /// Words are separated by whitespace scalars, not whitespace characters: a space
  /// followed by a combining mark is one character, and splitting on characters would
  /// swallow the mark into the space, so that `down \u{0363}` typed nothing for it.
  /// `bound` is the bound of the waits that follow, which a `timeout:` step changes.
  private static func parse(
    line: Substring, number: Int, bound: inout Duration
  ) throws(KeyScriptError) -> [Step] {
    var steps: [Step] = []
    var rest = line.unicodeScalars.drop(while: \.properties.isWhitespace)
    while let scalars = rest.split(whereSeparator: \.properties.isWhitespace).first {
      // A fresh string, so that its characters are counted from the word's first scalar.
      let word = Substring(String(String.UnicodeScalarView(scalars)))
      if word.hasPrefix("#") { break }
      // These take the rest of the line, spaces and hashes included.
      let source = String(String.UnicodeScalarView(rest))
      if let prefix = ["text:", "paste:"].first(where: { word.hasPrefix($0) }) {
        let text = source.dropFirst(prefix.count)
        guard !text.isEmpty else { throw KeyScriptError(line: number, word: word, .emptyText) }
        let keys = prefix == "paste:" ? [Key.paste(String(text))] : text.map(Key.character)
        steps.append(Step(.keys(keys), source: source, line: number))
        break
      }
      if word.hasPrefix(Self.waitForTextPrefix) {
        let wait = try waitForText(source, word: word, line: number, bound: bound)
        steps.append(Step(.wait(wait), source: source, line: number))
        break
      }
      if word.hasPrefix("timeout:") {
        bound = try timeout(word, line: number)
      } else {
        steps.append(try step(word, line: number, bound: bound))
      }
      rest = rest[scalars.endIndex...].drop(while: \.properties.isWhitespace)
    }
    return steps
  }

  private static func step(
    _ word: Substring, line: Int, bound: Duration
  ) throws(KeyScriptError) -> Step {
    if word.hasPrefix("wait:") {
      return Step(.wait(try wait(word, line: line, bound: bound)), source: String(word), line: line)
    }
    if word.hasPrefix("size:") {
      guard let size = TerminalSize(parsing: word.dropFirst("size:".count)) else {
        throw KeyScriptError(line: line, word: word, .badSize)
      }
      return Step(.resize(size), source: String(word), line: line)
    }
    var name = word
    var count = 1
    if let star = word.lastIndex(of: "*"), star != word.startIndex {
      guard let repeats = Int(word[word.index(after: star)...]), (1...1000).contains(repeats)
      else { throw KeyScriptError(line: line, word: word, .badRepeatCount) }
      name = word[..<star]
      count = repeats
    }
    guard let key = Key(name: String(name)) else {
      throw KeyScriptError(line: line, word: word, .unknownKey)
    }
    return Step(.keys(Array(repeating: key, count: count)), source: String(word), line: line)
  }
}
