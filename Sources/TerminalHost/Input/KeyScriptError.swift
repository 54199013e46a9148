/// What is wrong with a line of a ``KeyScript``, in words for the person who wrote it.
///
/// ```swift
/// do { _ = try KeyScript(parsing: "down dwn") } catch { print(error) }
/// // Prints: line 1: "dwn" is not a key; write a key word (up, down, …), a single
/// //         character, text:WORDS, paste:WORDS, size:COLUMNSxROWS, wait:… or timeout:…
/// ```
public struct KeyScriptError: Error, Hashable, CustomStringConvertible {
  /// The kinds of mistake.
  public enum Reason: Hashable, Sendable {
    /// The word is neither a key word nor a single character.
    case unknownKey
    /// A `*` is followed by something other than a count from 1 to 1000.
    case badRepeatCount
    /// A `size:` is not followed by `COLUMNSxROWS`.
    case badSize
    /// A `text:` or a `paste:` has nothing after it.
    case emptyText
    /// A `wait:text:` has nothing after it.
    case emptyWaitText
    /// A `wait:` is followed by neither `idle` nor a duration of at most 600 s.
    case badWait
    /// A `timeout:` is not followed by a duration of at most 600 s.
    case badTimeout
  }

  /// The line the mistake is on, counting from 1.
  public var line: Int
  /// The word as written.
  public var word: String
  /// What is wrong with it.
  public var reason: Reason

  /// Creates an error about `word` on `line`.
  public init(line: Int, word: some StringProtocol, _ reason: Reason) {
    self.line = line
    self.word = String(word)
    self.reason = reason
  }

  /// The message, starting with the line number.
  public var description: String {
    let problem =
      switch reason {
      case .unknownKey:
        "is not a key; write a key word (\(Key.keyWords.joined(separator: ", "))), "
          + "a single character, text:WORDS, paste:WORDS, size:COLUMNSxROWS, wait:… or "
          + "timeout:…"
      case .badRepeatCount: "has a bad repeat count; write KEY*COUNT with a count from 1 to 1000"
      case .badSize: "is not a size; write size:COLUMNSxROWS, such as size:80x24"
      case .emptyText:
        "has no text; write text:WORDS, which types WORDS, or paste:WORDS, which pastes them"
      case .emptyWaitText:
        "has no text; write wait:text:WORDS, which waits until WORDS are on the screen"
      case .badWait:
        "is not a wait; write wait:text:WORDS, wait:idle or wait:DURATION, such as wait:2s "
          + "or wait:500ms, at most \(longest)"
      case .badTimeout:
        "is not a timeout; write timeout:DURATION, such as timeout:30s, at most \(longest)"
      }
    return "line \(line): \"\(word)\" \(problem)"
  }

  private var longest: String { KeyScript.Wait.longest.scriptText }
}
