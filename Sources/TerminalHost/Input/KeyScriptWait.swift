extension KeyScript {
  /// A step that lets the app work before the script goes on: until a text is on the
  /// screen, until the app is idle, or for a while.
  ///
  /// Every wait is bounded: one whose condition does not hold within ``bound`` ends the
  /// scripted run with an error naming the step and showing the screen.
  ///
  /// ```text
  /// text:snowman
  /// wait:text:SNOWMAN   # until SNOWMAN is on the screen, at most 10 s
  /// timeout:30s         # later waits give up after 30 s
  /// wait:idle           # until nothing is in flight: no request, no work waiting
  /// wait:2s             # two seconds, the app working meanwhile
  /// ```
  public struct Wait: Hashable, Sendable {
    /// What a wait waits for.
    public enum Condition: Hashable, Sendable {
      /// Until a line of the screen holds this text, compared exactly.
      case text(String)
      /// Until the app is idle: nothing in flight on the host's
      /// ``TerminalHost/activity`` — no request, no index being built, no command being
      /// reduced — and no work waiting on the UI thread's queue or the main queue.
      ///
      /// Only the work an app reports is seen: a timer not yet due (a debounce) or a
      /// request the app does not report can still come after the wait ended.
      case idle
      /// For this long, running the app's work meanwhile.
      case duration(Duration)
    }

    /// How long a wait may take unless a `timeout:` step says otherwise.
    public static let defaultBound = Duration.seconds(10)

    /// The longest wait or bound a script may ask for.
    public static let longest = Duration.seconds(600)

    /// What the wait waits for.
    public var condition: Condition
    /// How long it may take before the run fails; a `wait:DURATION` ends when its
    /// duration has passed and never fails.
    public var bound: Duration

    /// Creates a wait for `condition` that fails after `bound`.
    public init(_ condition: Condition, bound: Duration = defaultBound) {
      self.condition = condition
      self.bound = bound
    }

    /// What the wait waits for, in words, such as `"SNOWMAN" to appear on the screen`.
    public var goal: String {
      switch condition {
      case .text(let text): "\"\(text)\" to appear on the screen"
      case .idle: "the app to be idle (nothing in flight, no work waiting)"
      case .duration(let duration): "\(duration.scriptText) to pass"
      }
    }
  }
}

extension Duration {
  /// Reads a script's duration: a number of seconds or milliseconds, such as `2s`, `1.5s`
  /// or `500ms`, above zero; `nil` for anything else.
  init?(scriptText text: some StringProtocol) {
    let (number, scale): (Substring, Double) =
      if text.hasSuffix("ms") {
        (Substring(text.dropLast(2)), 1)
      } else if text.hasSuffix("s") {
        (Substring(text.dropLast()), 1000)
      } else {
        ("", 0)
      }
    guard number.first?.isNumber == true, let value = Double(number), value.isFinite,
      value > 0
    else { return nil }
    let milliseconds = (value * scale).rounded(.up)
    guard milliseconds <= 1e9 else { return nil }
    self = .milliseconds(Int64(milliseconds))
  }

  /// The duration as a script writes it: `10s`, `1.5s` or `300ms`.
  var scriptText: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    return "\(Double(milliseconds) / 1000)s"
  }
}
