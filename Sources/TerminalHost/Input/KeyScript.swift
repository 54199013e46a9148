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
/// size:40x12     # the screen changes size
/// ```
///
/// A `#` at the start of a word begins a comment that runs to the end of the line.
public struct KeyScript: Hashable, Sendable {
  /// One step of a script: what it does and where it was written.
  public struct Step: Hashable, Sendable {
    /// What a step does.
    public enum Action: Hashable, Sendable {
      /// Press these keys, in order.
      case keys([Key])
      /// Change the size of the screen, then report ``Key/resize``.
      case resize(TerminalSize)
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
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      steps += try Self.parse(line: line, number: index + 1)
    }
    self.steps = steps
  }

  /// Words are separated by whitespace scalars, not whitespace characters: a space
  /// followed by a combining mark is one character, and splitting on characters would
  /// swallow the mark into the space, so that `down \u{0363}` typed nothing for it.
  private static func parse(line: Substring, number: Int) throws(KeyScriptError) -> [Step] {
    var steps: [Step] = []
    var rest = line.unicodeScalars.drop(while: \.properties.isWhitespace)
    while let scalars = rest.split(whereSeparator: \.properties.isWhitespace).first {
      // A fresh string, so that its characters are counted from the word's first scalar.
      let word = Substring(String(String.UnicodeScalarView(scalars)))
      if word.hasPrefix("#") { break }
      if word.hasPrefix("text:") {
        let typed = String(String.UnicodeScalarView(rest.dropFirst("text:".count)))
        guard !typed.isEmpty else { throw KeyScriptError(line: number, word: word, .emptyText) }
        let keys = typed.map(Key.character)
        let source = String(String.UnicodeScalarView(rest))
        steps.append(Step(.keys(keys), source: source, line: number))
        break
      }
      steps.append(try step(word, line: number))
      rest = rest[scalars.endIndex...].drop(while: \.properties.isWhitespace)
    }
    return steps
  }

  private static func step(_ word: Substring, line: Int) throws(KeyScriptError) -> Step {
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
